import type {
  AuditFilter,
  ClassRosterRow,
  AuditRecord,
  Pager,
  PointAsk,
  RoleCode,
  SchoolStudent,
  StoredFiles,
} from '@essay/contracts';
import type { Db } from '@essay/db';
import type { Caller } from '../context.ts';
import type { LedgerResult } from '../modules/points/ledger.service.ts';

export type { Caller, LedgerResult };

export interface ChargeRequest {
  userId: number;
  points: number;
  serviceType: string;
  idempotencyKey: string;
  note?: string;
}

/**
 * What the product API may ask of the account service. One interface, two transports: in-process
 * (one `npm start` process; a charge may then join the caller's transaction) and HTTP.
 */
export interface AccountClient {
  authenticate(token: string | undefined): Promise<Caller>;
  /** `options.tx` is honoured in-process only: the charge commits with the caller's work. */
  chargePoints(request: ChargeRequest, options?: { tx?: Db }): Promise<LedgerResult>;
  refundCharge(idempotencyKey: string): Promise<LedgerResult | null>;
  getBalance(userId: number): Promise<number>;
  listSchoolPointAsks(caller: Caller, page: number): Promise<{ rows: PointAsk[]; pager: Pager }>;
  countSchoolPendingAsks(caller: Caller): Promise<number>;
  /** The school's classes, each with the teacher who made it. */
  listSchoolClasses(
    schoolId: number,
  ): Promise<{ id: number; cls_name: string; teacher_id: number }[]>;
  listJoinedClassIds(userId: number): Promise<number[]>;
  listJoinedClasses(userId: number): Promise<{ id: number; cls_name: string }[]>;
  /** The rosters of these classes of the school (seat numbers, shown names), by class then seat. */
  listClassRosters(schoolId: number, classIds: number[]): Promise<ClassRosterRow[]>;
  /** The nickname, else the username: how a student's essay is named. */
  getDisplayName(userId: number): Promise<string>;
  getSchoolName(schoolId: number): Promise<string>;
  /** The school's active members: names for the usage report. */
  listSchoolUsers(
    schoolId: number,
  ): Promise<{ id: number; username: string; nickname: string; role: RoleCode | null }[]>;
  /** Every class membership of the school: the usage report attributes essays to classes with it. */
  listSchoolMemberships(schoolId: number): Promise<{ class_id: number; user_id: number }[]>;
  /** The account service's half of the school's audit trail, newest first, at most `limit` rows. */
  listAuditEvents(schoolId: number, filter: AuditFilter, limit: number): Promise<AuditRecord[]>;
  /** The people the admin may export and erase, in every membership state (issue 41). */
  listErasableMembers(schoolId: number): Promise<SchoolStudent[]>;
  /** Throws what erasing the account would be refused with (`student_not_found`, `conflict`); deletes nothing. */
  checkStudentErasure(schoolId: number, userId: number): Promise<void>;
  /**
   * Erases an erasable account of the school (issues 18, 41); anyone else: `student_not_found`.
   * In-process, `options.tx` makes the deletion part of the caller's transaction and `finish` (run
   * after it committed) rewrites the tables and removes the avatar. Over HTTP the service cannot
   * join that transaction: `finish` erases the account then, in the service's own transaction.
   */
  eraseStudentAccount(
    schoolId: number,
    userId: number,
    options?: { tx?: Db },
  ): Promise<{ finish: () => Promise<void> }>;
  /** The avatar files of the school's accounts: the account service's part of its storage figure. */
  getSchoolAvatarUsage(schoolId: number): Promise<StoredFiles>;
}

import type { AuditRecord, MemberStatus, RoleCode } from '@essay/contracts';
import { queryBuilder, type ColumnType, type Generated } from '@essay/db';

/**
 * The account schema's tables as the query builder types them (apps/account/migrations is the
 * truth; a column added there is added here). Kysely only builds the SQL: it runs through @essay/db.
 */
type Id = Generated<number>;
/** bigint identity: node-postgres and PGlite read it as a string. */
type BigId = ColumnType<string, never, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SchoolsTable {
  id: Id;
  name: string;
  name_key: string;
  invite_code: string | null;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Id;
  school_id: number;
  username: string;
  password_hash: string;
  email: Defaulted<string>;
  nickname: Defaulted<string>;
  avatar: Defaulted<string>;
  role: RoleCode | null;
  member_status: Defaulted<MemberStatus>;
  /** The teacher whose roster made the account (issue 27); null for everyone else. */
  created_by: Defaulted<number | null>;
  created_at: Timestamp;
}

export interface TokensTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface ClassesTable {
  id: Id;
  school_id: number;
  cls_name: string;
  code: string;
  created_by: number;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  joined_at: Timestamp;
  /** The student's seat number in the class (migration 0010); none until set. */
  seat_no: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PointBalancesTable {
  user_id: number;
  points: Defaulted<number>;
}

export interface PointLedgerTable {
  id: BigId;
  user_id: number;
  delta: number;
  service_type: string;
  idempotency_key: string | null;
  note: Defaulted<string>;
  created_at: Timestamp;
}

export interface PointAsksTable {
  id: Id;
  user_id: number;
  school_id: number;
  ask_point: number;
  ask_note: Defaulted<string>;
  ask_ok: Defaulted<'0' | '1' | '-1'>;
  add_time: Timestamp;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  review_note: Defaulted<string>;
  deleted_at: NullableTimestamp;
}

export interface SignInCodesTable {
  code_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type AttemptKind = 'login' | 'register' | 'class_code' | 'school' | 'signed_in';

export interface SignInAttemptsTable {
  id: BigId;
  kind: AttemptKind;
  /** HMAC-SHA-256 of the lower-cased username under the `sign_in_names` secret ('' for registrations, `user:<id>` for class codes). */
  username: string;
  address: string;
  /** Whether the username belonged to an account when it was tried. */
  known: Defaulted<boolean>;
  at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Append-only (a trigger refuses updates and deletes): rows are only inserted and read. */
export interface AuditEventsTable {
  id: BigId;
  at: Timestamp;
  school_id: number;
  actor_id: number | null;
  address: Defaulted<string>;
  action: AuditRecord['action'];
  student_id: number | null;
  subject_id: number | null;
  /** jsonb: written as its JSON text. */
  detail: ColumnType<AuditRecord['detail'], string | undefined, string>;
}

export interface AccountTables {
  'account.schools': SchoolsTable;
  'account.users': UsersTable;
  'account.tokens': TokensTable;
  'account.classes': ClassesTable;
  'account.class_members': ClassMembersTable;
  'account.point_balances': PointBalancesTable;
  'account.point_ledger': PointLedgerTable;
  'account.point_asks': PointAsksTable;
  'account.sign_in_codes': SignInCodesTable;
  'account.sign_in_attempts': SignInAttemptsTable;
  'account.server_secrets': ServerSecretsTable;
  'account.audit_events': AuditEventsTable;
}

/** Builds the account service's queries; run them with `run` / `first` from @essay/db. */
export const q = queryBuilder<AccountTables>();

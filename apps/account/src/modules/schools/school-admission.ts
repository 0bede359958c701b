import {
  AppError,
  cleanSchoolName,
  type MemberStatus,
  ROLE,
  type RoleCode,
  SCHOOL_MESSAGES,
  type SchoolJoinForm,
  schoolLookAlikeKey,
  schoolNameKey,
  schoolNamesLookAlike,
} from '@essay/contracts';
import type { Db } from '@essay/db';
import type { SignInLimits } from '../../config.ts';
import { admitNewSchool } from '../auth/sign-in-throttle.ts';
import { findAnyClassByCode } from '../classes/classes.repository.ts';
import { listSchoolKeys } from './school-keys.repository.ts';
import * as schools from './schools.repository.ts';

export interface SchoolMembership {
  schoolId: number;
  role: RoleCode | null;
  memberStatus: MemberStatus;
  /** The class whose join code came with the form: the new student is put in it. */
  classId?: number;
  /** How the member came in, for the school's trail. */
  joinedBy: 'invitation' | 'class_code' | 'request' | 'new_school';
}

/** Where the registration comes from: its address (TRUST_PROXY decides which) and the limits. */
export interface AdmissionContext {
  address: string;
  limits: SignInLimits;
}

/** The names of the schools that look like `name` (decision 0071), oldest first. */
export async function findLookAlikeSchools(
  db: Db,
  name: string,
): Promise<{ id: number; name: string }[]> {
  const all = await listSchoolKeys(db);
  return all.filter((school) => schoolNamesLookAlike(school.name, name));
}

function badCode(): never {
  throw new AppError('invalid_input', SCHOOL_MESSAGES.badInviteCode, { field: 'invite_code' });
}

/** A code decides the school and the role; the typed name plays no part (issue 41). */
async function joinByCode(db: Db, code: string): Promise<SchoolMembership> {
  const school = await schools.findSchoolByInviteCode(db, code);
  if (school)
    return {
      schoolId: school.id,
      role: ROLE.teacher,
      memberStatus: 'active',
      joinedBy: 'invitation',
    };
  const joined = await findAnyClassByCode(db, code.trim());
  if (!joined) badCode();
  return {
    schoolId: joined.school_id,
    role: ROLE.student,
    memberStatus: 'active',
    classId: joined.id,
    joinedBy: 'class_code',
  };
}

/**
 * A new school, asked for explicitly. Its exact name is what was typed (cleaned); a name another
 * school has is refused, and a name like another's (台/臺, 國中/國民中學, spaces, full-width
 * letters, a place in front) is made only once the registrant confirms that very name.
 */
async function foundSchool(
  db: Db,
  form: SchoolJoinForm,
  where: AdmissionContext,
): Promise<SchoolMembership> {
  const name = cleanSchoolName(form.sch_name);
  const key = schoolNameKey(name);
  const lookAlikes = await findLookAlikeSchools(db, name);
  if (lookAlikes.some((school) => schoolNameKey(school.name) === key))
    throw new AppError('conflict', SCHOOL_MESSAGES.schoolExists, { field: 'sch_name' });
  const confirmed =
    form.confirm_school !== undefined && cleanSchoolName(form.confirm_school) === name;
  if (lookAlikes.length > 0 && !confirmed)
    throw new AppError('conflict', SCHOOL_MESSAGES.lookAlikeSchool, {
      field: 'sch_name',
      lookAlikes: lookAlikes.map((school) => school.name),
      name,
    });
  await admitNewSchool(db, where.limits, where.address);
  const schoolId = await schools.insertSchool(db, name, key);
  if (schoolId === undefined)
    throw new AppError('conflict', SCHOOL_MESSAGES.schoolExists, { field: 'sch_name' });
  return { schoolId, role: ROLE.admin, memberStatus: 'active', joinedBy: 'new_school' };
}

/**
 * A request to join without a code, which waits for the school's admin. It goes to a school only
 * when no other school's name looks like the typed one: where two schools look alike (a squatter
 * of 台北… beside 臺北…, or two 明德國中 of two cities), no one's request, and no e-mail address
 * with it, reaches either; a code is needed there.
 */
async function requestToJoin(db: Db, typed: string): Promise<SchoolMembership> {
  const lookAlikes = await findLookAlikeSchools(db, typed);
  const sameName = lookAlikes.filter(
    (school) => schoolLookAlikeKey(school.name) === schoolLookAlikeKey(typed),
  );
  if (sameName.length === 0)
    throw new AppError('invalid_input', SCHOOL_MESSAGES.noSuchSchool, { field: 'sch_name' });
  if (lookAlikes.length > 1)
    throw new AppError('conflict', SCHOOL_MESSAGES.ambiguousSchool, { field: 'sch_name' });
  return { schoolId: sameName[0]!.id, role: null, memberStatus: 'pending', joinedBy: 'request' };
}

/**
 * Registration's school part (decision 0071). A teacher invitation or a class code decides the
 * school (a code that matches no school is refused); else `new_school` founds the school of that
 * exact name, whose first user is its admin; else the user asks to join the school of that name
 * and waits for its admin.
 */
export async function joinSchool(
  db: Db,
  form: SchoolJoinForm,
  where: AdmissionContext,
): Promise<SchoolMembership> {
  const code = form.invite_code?.trim() ?? '';
  if (code !== '') return joinByCode(db, code);
  if (schoolNameKey(form.sch_name) === '')
    throw new AppError('invalid_input', 'School name is required', { field: 'sch_name' });
  return form.new_school ? foundSchool(db, form, where) : requestToJoin(db, form.sch_name);
}

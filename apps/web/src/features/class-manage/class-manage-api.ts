import {
  ClassRowSchema,
  ClassStudentSchema,
  ManagedClassSchema,
  NewStudentAccountSchema,
  type ClassStudent,
  type ManagedClass,
  type NewStudentAccount,
} from '@essay/contracts';
import { accountCommand, accountRecord, accountRows } from '../../lib/http/account-client.ts';

export const CLASS_MANAGE_KEY = 'class-manage' as const;

export function fetchManagedClasses(): Promise<ManagedClass[]> {
  return accountRows('/schoolclass/manage_list', ManagedClassSchema);
}

export function fetchClassStudents(classId: number): Promise<ClassStudent[]> {
  return accountRows('/schoolclass/students', ClassStudentSchema, { fields: { id: classId } });
}

/** The new class's id. */
export async function createClass(name: string): Promise<number> {
  return (await accountRecord('/schoolclass/add', ClassRowSchema, { fields: { cls_name: name } }))
    .id;
}

/** `names`: the pasted list as typed (the server reads it with `parseRosterList`: one student a line, a seat number first if any). */
export function addStudents(classId: number, names: string): Promise<NewStudentAccount[]> {
  return accountRows('/schoolclass/add_students', NewStudentAccountSchema, {
    fields: { id: classId, names },
  });
}

export function moveStudent(userId: number, fromId: number, toId: number): Promise<void> {
  return accountCommand('/schoolclass/move_student', {
    fields: { user_id: userId, from_id: fromId, to_id: toId },
  });
}

export function removeStudent(classId: number, userId: number): Promise<void> {
  return accountCommand('/schoolclass/remove_student', {
    fields: { id: classId, user_id: userId },
  });
}

/** The student's account with the new password. */
export function resetPassword(classId: number, userId: number): Promise<NewStudentAccount> {
  return accountRecord('/schoolclass/reset_password', NewStudentAccountSchema, {
    fields: { id: classId, user_id: userId },
  });
}

/** Sets a student's seat number in the class (null: none). */
export function setSeat(classId: number, userId: number, seatNo: number | null): Promise<void> {
  return accountCommand('/schoolclass/set_seat', {
    fields: { id: classId, user_id: userId, seat_no: seatNo ?? '' },
  });
}

import {
  accountAnswerSchema,
  accountRowsSchema,
  ClassRowSchema,
  ClassStudentSchema,
  ManagedClassSchema,
  NewStudentAccountSchema,
  type ClassStudent,
  type ManagedClass,
  type NewStudentAccount,
} from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../../lib/http/account-client.ts';

export const CLASS_MANAGE_KEY = 'class-manage' as const;

const PlainAnswerSchema = accountAnswerSchema(z.unknown());

export async function fetchManagedClasses(): Promise<ManagedClass[]> {
  const answer = requireState(
    await accountRequest('/schoolclass/manage_list', accountRowsSchema(ManagedClassSchema)),
  );
  return answer.rows ?? [];
}

export async function fetchClassStudents(classId: number): Promise<ClassStudent[]> {
  const answer = requireState(
    await accountRequest('/schoolclass/students', accountRowsSchema(ClassStudentSchema), {
      fields: { id: classId },
    }),
  );
  return answer.rows ?? [];
}

export async function createClass(name: string): Promise<number> {
  const answer = requireState(
    await accountRequest('/schoolclass/add', accountAnswerSchema(ClassRowSchema), {
      fields: { cls_name: name },
    }),
  );
  return answer.data?.id ?? 0;
}

/** `names`: the pasted list as typed (the server splits it the same way as `splitStudentList`). */
export async function addStudents(classId: number, names: string): Promise<NewStudentAccount[]> {
  const answer = requireState(
    await accountRequest('/schoolclass/add_students', accountRowsSchema(NewStudentAccountSchema), {
      fields: { id: classId, names },
    }),
  );
  return answer.rows ?? [];
}

export async function moveStudent(userId: number, fromId: number, toId: number): Promise<void> {
  requireState(
    await accountRequest('/schoolclass/move_student', PlainAnswerSchema, {
      fields: { user_id: userId, from_id: fromId, to_id: toId },
    }),
  );
}

export async function removeStudent(classId: number, userId: number): Promise<void> {
  requireState(
    await accountRequest('/schoolclass/remove_student', PlainAnswerSchema, {
      fields: { id: classId, user_id: userId },
    }),
  );
}

export async function resetPassword(classId: number, userId: number): Promise<NewStudentAccount> {
  const answer = requireState(
    await accountRequest(
      '/schoolclass/reset_password',
      accountAnswerSchema(NewStudentAccountSchema),
      {
        fields: { id: classId, user_id: userId },
      },
    ),
  );
  if (!answer.data) throw new Error('no password in the answer');
  return answer.data;
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  AddStudentsFormSchema,
  ClassCreateFormSchema,
  ClassDeleteFormSchema,
  ClassEditFormSchema,
  ClassJoinFormSchema,
  ClassListFormSchema,
  ClassMembersFormSchema,
  ClassNewCodeFormSchema,
  ClassRowSchema,
  type ClassRow,
  ClassStudentFormSchema,
  ClassStudentSchema,
  ManagedClassSchema,
  MoveStudentFormSchema,
  NewStudentAccountSchema,
  SetSeatFormSchema,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import { guardClassCodeGuess } from '../auth/sign-in-throttle.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import {
  addStudents,
  listClassStudents,
  listManagedClasses,
  moveStudent,
  removeStudent,
  resetStudentPassword,
  setStudentSeat,
} from './class-roster.service.ts';
import {
  createClass,
  deleteClass,
  editClass,
  joinClass,
  listClasses,
  renewClassCode,
} from './classes.service.ts';

export function registerClassRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = accountRoutes(app, ctx, 'member');
  /** Class changes go to the trail by ids: the class, and the student when one is concerned. */
  const classChanged = (
    request: { ip: string },
    caller: Caller,
    classId: number,
    change: string,
    studentId?: number,
    more: Record<string, number> = {},
  ) =>
    recordEvent(ctx.db, actorOf(caller, request), {
      action: 'class.change',
      subjectId: classId,
      studentId: studentId ?? null,
      detail: { change, ...more },
    });

  /**
   * A route that changes one class and answers its row: the change goes to the trail by that
   * class's id, and by the student's when the caller is the student concerned (`studentOf`).
   */
  const classChangeRoute = <B extends z.ZodType>(
    url: string,
    body: B,
    change: string,
    apply: (form: z.output<B>, caller: Caller, address: string) => Promise<ClassRow>,
    studentOf?: (caller: Caller) => number,
  ) =>
    route.post(url, {
      body,
      data: ClassRowSchema,
      handler: async (request, caller) => {
        // `body` parsed the request (a generic schema leaves its parsed type to be named here).
        const row = await apply(request.body as z.output<B>, caller, request.ip);
        await classChanged(request, caller, row.id, change, studentOf?.(caller));
        return row;
      },
    });

  route.post('/schoolclass/getlist', {
    body: ClassListFormSchema,
    rows: ClassRowSchema,
    handler: (_, caller) => listClasses(ctx, caller),
  });

  classChangeRoute('/schoolclass/add', ClassCreateFormSchema, 'create', (form, caller) =>
    createClass(ctx, caller, form.cls_name),
  );

  route.post('/schoolclass/edit', {
    body: ClassEditFormSchema,
    handler: async (request, caller) => {
      await editClass(ctx, caller, request.body.id, request.body.cls_name);
      await classChanged(request, caller, request.body.id, 'rename');
    },
  });

  route.post('/schoolclass/dele', {
    body: ClassDeleteFormSchema,
    handler: async (request, caller) => {
      await deleteClass(ctx, caller, request.body.id);
      await classChanged(request, caller, request.body.id, 'delete');
    },
  });

  classChangeRoute('/schoolclass/new_code', ClassNewCodeFormSchema, 'new_code', (form, caller) =>
    renewClassCode(ctx, caller, form.id),
  );

  classChangeRoute(
    '/schoolclass/join',
    ClassJoinFormSchema,
    'join',
    (form, caller, address) =>
      guardClassCodeGuess(ctx, caller.userId, address, () => joinClass(ctx, caller, form.code)),
    (caller) => caller.userId,
  );

  // Class management (teachers for their classes, the admin for the school's).
  route.post('/schoolclass/manage_list', {
    rows: ManagedClassSchema,
    handler: (_, caller) => listManagedClasses(ctx, caller),
  });

  route.post('/schoolclass/students', {
    body: ClassMembersFormSchema,
    rows: ClassStudentSchema,
    handler: (request, caller) => listClassStudents(ctx, caller, request.body.id),
  });

  route.post('/schoolclass/add_students', {
    body: AddStudentsFormSchema,
    rows: NewStudentAccountSchema,
    handler: async (request, caller) => {
      const accounts = await addStudents(ctx, caller, request.body.id, request.body.names);
      for (const account of accounts)
        await classChanged(request, caller, request.body.id, 'add_student', account.id);
      return accounts;
    },
  });

  route.post('/schoolclass/move_student', {
    body: MoveStudentFormSchema,
    handler: async (request, caller) => {
      const { user_id: studentId, from_id: fromId, to_id: toId } = request.body;
      await moveStudent(ctx, caller, studentId, fromId, toId);
      await classChanged(request, caller, toId, 'move_student', studentId, {
        from_class_id: fromId,
      });
    },
  });

  route.post('/schoolclass/remove_student', {
    body: ClassStudentFormSchema,
    handler: async (request, caller) => {
      await removeStudent(ctx, caller, request.body.id, request.body.user_id);
      await classChanged(request, caller, request.body.id, 'remove_student', request.body.user_id);
    },
  });

  route.post('/schoolclass/set_seat', {
    body: SetSeatFormSchema,
    handler: async (request, caller) => {
      const { id, user_id: studentId, seat_no: seatNo } = request.body;
      await setStudentSeat(ctx, caller, id, studentId, seatNo);
      await classChanged(request, caller, id, 'set_seat', studentId, { seat_no: seatNo ?? 0 });
    },
  });

  route.post('/schoolclass/reset_password', {
    body: ClassStudentFormSchema,
    data: NewStudentAccountSchema,
    handler: async (request, caller) => {
      const reset = await resetStudentPassword(ctx, caller, request.body.id, request.body.user_id);
      await classChanged(request, caller, request.body.id, 'reset_password', request.body.user_id);
      return reset;
    },
  });
}

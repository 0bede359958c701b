import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountOkSchema,
  accountAnswerSchema,
  accountRowsSchema,
  AddStudentsFormSchema,
  ClassCreateFormSchema,
  ClassDeleteFormSchema,
  ClassEditFormSchema,
  ClassJoinFormSchema,
  ClassListFormSchema,
  ClassMembersFormSchema,
  ClassNewCodeFormSchema,
  ClassRowSchema,
  ClassStudentFormSchema,
  ClassStudentSchema,
  ManagedClassSchema,
  MoveStudentFormSchema,
  NewStudentAccountSchema,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import {
  addStudents,
  listClassStudents,
  listManagedClasses,
  moveStudent,
  removeStudent,
  resetStudentPassword,
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
  const route = app.withTypeProvider<ZodTypeProvider>();
  const ClassAnswerSchema = accountAnswerSchema(ClassRowSchema);
  /** Class changes go to the trail by ids: the class, and the student when one is concerned. */
  const classChanged = (
    request: FastifyRequest,
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

  route.post(
    '/schoolclass/getlist',
    { schema: { body: ClassListFormSchema, response: { 200: accountRowsSchema(ClassRowSchema) } } },
    async (request) => okRows(await listClasses(ctx, await callerOf(ctx, request))),
  );

  route.post(
    '/schoolclass/add',
    { schema: { body: ClassCreateFormSchema, response: { 200: ClassAnswerSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const created = await createClass(ctx, caller, request.body.cls_name);
      await classChanged(request, caller, created.id, 'create');
      return ok(created);
    },
  );

  route.post(
    '/schoolclass/edit',
    { schema: { body: ClassEditFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await editClass(ctx, caller, request.body.id, request.body.cls_name);
      await classChanged(request, caller, request.body.id, 'rename');
      return ok();
    },
  );

  route.post(
    '/schoolclass/dele',
    { schema: { body: ClassDeleteFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await deleteClass(ctx, caller, request.body.id);
      await classChanged(request, caller, request.body.id, 'delete');
      return ok();
    },
  );

  route.post(
    '/schoolclass/new_code',
    { schema: { body: ClassNewCodeFormSchema, response: { 200: ClassAnswerSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const renewed = await renewClassCode(ctx, caller, request.body.id);
      await classChanged(request, caller, renewed.id, 'new_code');
      return ok(renewed);
    },
  );

  route.post(
    '/schoolclass/join',
    { schema: { body: ClassJoinFormSchema, response: { 200: ClassAnswerSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const joined = await joinClass(ctx, caller, request.body.code);
      await classChanged(request, caller, joined.id, 'join', caller.userId);
      return ok(joined);
    },
  );

  // Class management (teachers for their classes, the admin for the school's).
  route.post(
    '/schoolclass/manage_list',
    { schema: { response: { 200: accountRowsSchema(ManagedClassSchema) } } },
    async (request) => okRows(await listManagedClasses(ctx, await callerOf(ctx, request))),
  );

  route.post(
    '/schoolclass/students',
    {
      schema: {
        body: ClassMembersFormSchema,
        response: { 200: accountRowsSchema(ClassStudentSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      return okRows(await listClassStudents(ctx, caller, request.body.id));
    },
  );

  route.post(
    '/schoolclass/add_students',
    {
      schema: {
        body: AddStudentsFormSchema,
        response: { 200: accountRowsSchema(NewStudentAccountSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const accounts = await addStudents(ctx, caller, request.body.id, request.body.names);
      for (const account of accounts)
        await classChanged(request, caller, request.body.id, 'add_student', account.id);
      return okRows(accounts);
    },
  );

  route.post(
    '/schoolclass/move_student',
    { schema: { body: MoveStudentFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await moveStudent(
        ctx,
        caller,
        request.body.user_id,
        request.body.from_id,
        request.body.to_id,
      );
      await classChanged(
        request,
        caller,
        request.body.to_id,
        'move_student',
        request.body.user_id,
        {
          from_class_id: request.body.from_id,
        },
      );
      return ok();
    },
  );

  route.post(
    '/schoolclass/remove_student',
    { schema: { body: ClassStudentFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await removeStudent(ctx, caller, request.body.id, request.body.user_id);
      await classChanged(request, caller, request.body.id, 'remove_student', request.body.user_id);
      return ok();
    },
  );

  route.post(
    '/schoolclass/reset_password',
    {
      schema: {
        body: ClassStudentFormSchema,
        response: { 200: accountAnswerSchema(NewStudentAccountSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const reset = await resetStudentPassword(ctx, caller, request.body.id, request.body.user_id);
      await classChanged(request, caller, request.body.id, 'reset_password', request.body.user_id);
      return ok(reset);
    },
  );
}

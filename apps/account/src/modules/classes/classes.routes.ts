import type { FastifyInstance } from 'fastify';
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
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
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
      return ok(await createClass(ctx, caller, request.body.cls_name));
    },
  );

  route.post(
    '/schoolclass/edit',
    { schema: { body: ClassEditFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await editClass(ctx, caller, request.body.id, request.body.cls_name);
      return ok();
    },
  );

  route.post(
    '/schoolclass/dele',
    { schema: { body: ClassDeleteFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await deleteClass(ctx, caller, request.body.id);
      return ok();
    },
  );

  route.post(
    '/schoolclass/new_code',
    { schema: { body: ClassNewCodeFormSchema, response: { 200: ClassAnswerSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      return ok(await renewClassCode(ctx, caller, request.body.id));
    },
  );

  route.post(
    '/schoolclass/join',
    { schema: { body: ClassJoinFormSchema, response: { 200: ClassAnswerSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      return ok(await joinClass(ctx, caller, request.body.code));
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
      return okRows(await addStudents(ctx, caller, request.body.id, request.body.names));
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
      return ok();
    },
  );

  route.post(
    '/schoolclass/remove_student',
    { schema: { body: ClassStudentFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await removeStudent(ctx, caller, request.body.id, request.body.user_id);
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
      return ok(await resetStudentPassword(ctx, caller, request.body.id, request.body.user_id));
    },
  );
}

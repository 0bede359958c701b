import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddStudentsFormSchema,
  ClassMembersFormSchema,
  MoveStudentFormSchema,
  ClassStudentFormSchema,
  ClassCreateFormSchema,
  ClassDeleteFormSchema,
  ClassEditFormSchema,
  ClassJoinFormSchema,
  ClassListFormSchema,
  ClassNewCodeFormSchema,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { addStudents, listClassStudents, listManagedClasses, moveStudent, removeStudent, resetStudentPassword } from './class-roster.service.ts';
import { createClass, deleteClass, editClass, joinClass, listClasses, renewClassCode } from './classes.service.ts';

export function registerClassRoutes(app: FastifyInstance, ctx: AccountContext): void {
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

  app.post('/schoolclass/getlist', async (request) => {
    const caller = await callerOf(ctx, request);
    parseForm(ClassListFormSchema, request.body);
    return okRows(await listClasses(ctx, caller));
  });

  app.post('/schoolclass/add', async (request) => {
    const caller = await callerOf(ctx, request);
    const created = await createClass(ctx, caller, parseForm(ClassCreateFormSchema, request.body).cls_name);
    await classChanged(request, caller, created.id, 'create');
    return ok(created);
  });

  app.post('/schoolclass/edit', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(ClassEditFormSchema, request.body);
    await editClass(ctx, caller, form.id, form.cls_name);
    await classChanged(request, caller, form.id, 'rename');
    return ok();
  });

  app.post('/schoolclass/dele', async (request) => {
    const caller = await callerOf(ctx, request);
    const { id } = parseForm(ClassDeleteFormSchema, request.body);
    await deleteClass(ctx, caller, id);
    await classChanged(request, caller, id, 'delete');
    return ok();
  });

  app.post('/schoolclass/new_code', async (request) => {
    const caller = await callerOf(ctx, request);
    const renewed = await renewClassCode(ctx, caller, parseForm(ClassNewCodeFormSchema, request.body).id);
    await classChanged(request, caller, renewed.id, 'new_code');
    return ok(renewed);
  });

  app.post('/schoolclass/join', async (request) => {
    const caller = await callerOf(ctx, request);
    const joined = await joinClass(ctx, caller, parseForm(ClassJoinFormSchema, request.body).code);
    await classChanged(request, caller, joined.id, 'join', caller.userId);
    return ok(joined);
  });

  // Class management (teachers for their classes, the admin for the school's).
  app.post('/schoolclass/manage_list', async (request) => okRows(await listManagedClasses(ctx, await callerOf(ctx, request))));

  app.post('/schoolclass/students', async (request) => {
    const caller = await callerOf(ctx, request);
    return okRows(await listClassStudents(ctx, caller, parseForm(ClassMembersFormSchema, request.body).id));
  });

  app.post('/schoolclass/add_students', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(AddStudentsFormSchema, request.body);
    const accounts = await addStudents(ctx, caller, form.id, form.names);
    for (const account of accounts) await classChanged(request, caller, form.id, 'add_student', account.id);
    return okRows(accounts);
  });

  app.post('/schoolclass/move_student', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(MoveStudentFormSchema, request.body);
    await moveStudent(ctx, caller, form.user_id, form.from_id, form.to_id);
    await classChanged(request, caller, form.to_id, 'move_student', form.user_id, { from_class_id: form.from_id });
    return ok();
  });

  app.post('/schoolclass/remove_student', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(ClassStudentFormSchema, request.body);
    await removeStudent(ctx, caller, form.id, form.user_id);
    await classChanged(request, caller, form.id, 'remove_student', form.user_id);
    return ok();
  });

  app.post('/schoolclass/reset_password', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(ClassStudentFormSchema, request.body);
    const reset = await resetStudentPassword(ctx, caller, form.id, form.user_id);
    await classChanged(request, caller, form.id, 'reset_password', form.user_id);
    return ok(reset);
  });
}

import type { FastifyInstance } from 'fastify';
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
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { addStudents, listClassStudents, listManagedClasses, moveStudent, removeStudent, resetStudentPassword } from './class-roster.service.ts';
import { createClass, deleteClass, editClass, joinClass, listClasses, renewClassCode } from './classes.service.ts';

export function registerClassRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/schoolclass/getlist', async (request) => {
    const caller = await callerOf(ctx, request);
    parseForm(ClassListFormSchema, request.body);
    return okRows(await listClasses(ctx, caller));
  });

  app.post('/schoolclass/add', async (request) => {
    const caller = await callerOf(ctx, request);
    return ok(await createClass(ctx, caller, parseForm(ClassCreateFormSchema, request.body).cls_name));
  });

  app.post('/schoolclass/edit', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(ClassEditFormSchema, request.body);
    await editClass(ctx, caller, form.id, form.cls_name);
    return ok();
  });

  app.post('/schoolclass/dele', async (request) => {
    const caller = await callerOf(ctx, request);
    await deleteClass(ctx, caller, parseForm(ClassDeleteFormSchema, request.body).id);
    return ok();
  });

  app.post('/schoolclass/new_code', async (request) => {
    const caller = await callerOf(ctx, request);
    return ok(await renewClassCode(ctx, caller, parseForm(ClassNewCodeFormSchema, request.body).id));
  });

  app.post('/schoolclass/join', async (request) => {
    const caller = await callerOf(ctx, request);
    return ok(await joinClass(ctx, caller, parseForm(ClassJoinFormSchema, request.body).code));
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
    return okRows(await addStudents(ctx, caller, form.id, form.names));
  });

  app.post('/schoolclass/move_student', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(MoveStudentFormSchema, request.body);
    await moveStudent(ctx, caller, form.user_id, form.from_id, form.to_id);
    return ok();
  });

  app.post('/schoolclass/remove_student', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(ClassStudentFormSchema, request.body);
    await removeStudent(ctx, caller, form.id, form.user_id);
    return ok();
  });

  app.post('/schoolclass/reset_password', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(ClassStudentFormSchema, request.body);
    return ok(await resetStudentPassword(ctx, caller, form.id, form.user_id));
  });
}

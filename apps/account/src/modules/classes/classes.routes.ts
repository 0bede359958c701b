import type { FastifyInstance } from 'fastify';
import {
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
}

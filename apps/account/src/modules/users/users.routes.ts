import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, bearerToken, ChangePasswordFormSchema, SaveRoleFormSchema, SaveUserFormSchema, type SelectableRoleCode } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { changePassword } from '../auth/auth.service.ts';
import { AVATAR_MAX_BYTES, avatarPath, storeAvatar } from './avatars.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { chooseRole, getUserInfo, mustChooseRole, saveProfile } from './users.service.ts';

/** Reads the profile form, url-encoded or multipart (with an optional `avatar` file). */
async function readProfileForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; avatar?: Buffer }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string> };
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('too_large', 'The avatar must be at most 5 MB');
      if (part.fieldname === 'avatar' && bytes.length > 0) avatar = bytes;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return avatar ? { fields, avatar } : { fields };
}

/** These calls are about the user alone: a member still waiting for the school admin may use them. */
const PERSONAL = { pendingAllowed: true };

export function registerUserRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const info = async (request: FastifyRequest) => ok(await getUserInfo(ctx, await callerOf(ctx, request, PERSONAL)));
  app.get('/user/info', info);
  app.post('/user/info', info);

  app.get('/user/check_ms_roler', async (request) => ok(mustChooseRole(await callerOf(ctx, request, PERSONAL))));

  app.post('/user/save_ms_roler', async (request) => {
    const caller = await callerOf(ctx, request, PERSONAL);
    const form = parseForm(SaveRoleFormSchema, request.body);
    await chooseRole(ctx, caller, form.new_roler as SelectableRoleCode);
    await recordEvent(
      ctx.db,
      actorOf(caller, request),
      { action: 'role.change', subjectId: caller.userId, detail: { role: form.new_roler } },
    );
    return ok();
  });

  app.post('/user/save', async (request) => {
    const caller = await callerOf(ctx, request, PERSONAL);
    const { fields, avatar } = await readProfileForm(request);
    const form = parseForm(SaveUserFormSchema, { ...fields, email: fields.email === '' ? undefined : fields.email });
    const avatarUrl = avatar ? await storeAvatar(ctx.config.filesDir, avatar) : undefined;
    await saveProfile(ctx, caller, form, avatarUrl);
    return ok(await getUserInfo(ctx, caller));
  });

  app.post('/user/changpwd', async (request) => {
    const caller = await callerOf(ctx, request, PERSONAL);
    const form = parseForm(ChangePasswordFormSchema, request.body);
    await changePassword(ctx, caller, bearerToken(request.headers.authorization)!, form.password_old, form.password_new);
    return ok();
  });

  app.get<{ Params: { name: string } }>('/avatars/:name', async (request, reply) => {
    const file = avatarPath(ctx.config.filesDir, request.params.name);
    if (!file || !(await access(file).then(() => true, () => false))) throw new AppError('not_found', 'Not found');
    const type = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }[file.split('.').pop()!];
    return reply.type(type ?? 'application/octet-stream').header('cache-control', 'public, max-age=86400').send(createReadStream(file));
  });
}

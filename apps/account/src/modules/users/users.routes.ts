import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  parseOrThrow,
  bearerToken,
  ChangePasswordFormSchema,
  SaveRoleFormSchema,
  SaveUserFormSchema,
  UserInfoSchema,
  type SelectableRoleCode,
} from '@essay/contracts';
import { z } from 'zod';
import type { AccountContext } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import { changePassword } from '../auth/auth.service.ts';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarPath } from './avatars.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { chooseRole, getUserInfo, mustChooseRole, saveProfile } from './users.service.ts';

/** Reads the profile form, url-encoded or multipart (with an optional `avatar` file). */
async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; avatar?: Buffer }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string> };
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: unknown) => {
        // The multipart plugin's own "request file too large": our message, in both locales.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('too_large', AVATAR_MESSAGES.tooLarge);
        throw error;
      });
      if (part.file.truncated) throw new AppError('too_large', AVATAR_MESSAGES.tooLarge);
      if (part.fieldname === 'avatar' && bytes.length > 0) avatar = bytes;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return avatar ? { fields, avatar } : { fields };
}

/** These calls are about the user alone: a member still waiting for the school admin may use them. */
export function registerUserRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const personal = accountRoutes(app, ctx, 'personal');
  for (const declare of [personal.get, personal.post])
    declare('/user/info', {
      data: UserInfoSchema,
      handler: (_, caller) => getUserInfo(ctx, caller),
    });

  personal.get('/user/check_ms_roler', {
    data: z.boolean(),
    handler: async (_, caller) => mustChooseRole(caller),
  });

  personal.post('/user/save_ms_roler', {
    body: SaveRoleFormSchema,
    handler: async (request, caller) => {
      await chooseRole(ctx, caller, request.body.new_roler as SelectableRoleCode);
      await recordEvent(ctx.db, actorOf(caller, request), {
        action: 'role.change',
        subjectId: caller.userId,
        detail: { role: request.body.new_roler },
      });
    },
  });

  // Url-encoded or multipart (with the avatar): read part by part, then parsed with the form's schema.
  personal.post('/user/save', {
    data: UserInfoSchema,
    handler: async (request, caller) => {
      const { fields, avatar } = await readProfileForm(request);
      const form = parseOrThrow(SaveUserFormSchema, {
        ...fields,
        email: fields.email === '' ? undefined : fields.email,
      });
      await saveProfile(ctx, caller, form, avatar);
      return getUserInfo(ctx, caller);
    },
  });

  personal.post('/user/changpwd', {
    body: ChangePasswordFormSchema,
    handler: async (request, caller) => {
      const token = bearerToken(request.headers.authorization)!;
      const { password_old: oldPassword, password_new: newPassword } = request.body;
      await changePassword(ctx, caller, token, oldPassword, newPassword);
    },
  });

  // A file answer: declared with its params only (decision 0024).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/avatars/:name',
      { schema: { params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const file = avatarPath(ctx.config.filesDir, request.params.name);
        if (
          !file ||
          !(await access(file).then(
            () => true,
            () => false,
          ))
        )
          throw new AppError('not_found', 'Not found');
        const type = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }[
          file.split('.').pop()!
        ];
        return reply
          .type(type ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=86400')
          .send(createReadStream(file));
      },
    );
}

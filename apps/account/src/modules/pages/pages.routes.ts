import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  LoginFormSchema,
  RegisterFormSchema,
  SchoolJoinFormSchema,
  type UiLocale,
} from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { parseForm } from '../../http/parse.ts';
import { loginUser, registerUser, tradeTokenForSignInCode } from '../auth/auth.service.ts';
import { admitNewAccount } from '../auth/register-admission.ts';
import { type Field, renderAuthPage } from './page-html.ts';
import { MESSAGE_ZH, PAGE_TEXT } from './page-text.ts';
import { safeRedirect } from './redirect-target.ts';

type PageRequest = FastifyRequest<{
  Querystring: { redirect?: string; lang?: string };
  Body: Record<string, string> | undefined;
}>;

function pageLang(request: PageRequest): UiLocale {
  const wanted = request.query.lang ?? request.headers['accept-language'] ?? '';
  return /^zh/i.test(wanted) ? 'zh-tw' : 'en-us';
}

/** `redirect` is a bare path from safeRedirect; the code is base64url: nothing here needs escaping. */
function withSignInCode(redirect: string, code: string): string {
  return `${redirect}?code=${code}`;
}

async function signIn(
  ctx: AccountContext,
  kind: 'login' | 'register',
  body: Record<string, string>,
  address: string,
) {
  if (kind === 'login') return loginUser(ctx, parseForm(LoginFormSchema, body), address);
  const form = parseForm(RegisterFormSchema, body);
  await admitNewAccount(ctx, form, address);
  return registerUser(ctx, form, parseForm(SchoolJoinFormSchema, body), address);
}

/**
 * The register form's school part (decision 0071): the code first (it decides the school), the
 * name, the explicit choice of a new school and, after a look-alike warning, the confirmation of
 * that exact name.
 */
function schoolFields(
  lang: UiLocale,
  values: Record<string, string>,
  confirmName?: string,
): Field[] {
  const t = PAGE_TEXT[lang];
  const fields: Field[] = [
    {
      name: 'invite_code',
      label: t.inviteCode,
      type: 'text',
      value: values.invite_code ?? '',
      optional: true,
    },
    {
      name: 'sch_name',
      label: t.school,
      type: 'text',
      value: values.sch_name ?? '',
      autocomplete: 'organization',
      optional: true,
    },
    { name: 'new_school', label: t.newSchool, type: 'checkbox', checked: !!values.new_school },
  ];
  if (confirmName !== undefined)
    fields.push({
      name: 'confirm_school',
      label: t.confirmSchool.replace('{name}', confirmName),
      type: 'checkbox',
      value: confirmName,
    });
  return fields;
}

function fieldsFor(
  kind: 'login' | 'register',
  lang: UiLocale,
  values: Record<string, string> = {},
  confirmName?: string,
): Field[] {
  const t = PAGE_TEXT[lang];
  const login = [
    {
      name: 'username',
      label: t.username,
      type: 'text',
      value: values.username ?? '',
      autocomplete: 'username',
    },
    {
      name: 'password',
      label: t.password,
      type: 'password',
      autocomplete: kind === 'login' ? 'current-password' : 'new-password',
    },
  ];
  if (kind === 'login') return login;
  return [
    ...login,
    {
      name: 'email',
      label: t.email,
      type: 'email',
      value: values.email ?? '',
      autocomplete: 'email',
    },
    ...schoolFields(lang, values, confirmName),
  ];
}

export function registerPageRoutes(app: FastifyInstance, ctx: AccountContext): void {
  for (const kind of ['login', 'register'] as const) {
    app.get(`/${kind}`, async (request: PageRequest, reply: FastifyReply) => {
      const lang = pageLang(request);
      const html = renderAuthPage({
        lang,
        kind,
        redirect: safeRedirect(request.query.redirect),
        fields: fieldsFor(kind, lang),
      });
      return reply.type('text/html; charset=utf-8').send(html);
    });

    app.post(`/${kind}`, async (request: PageRequest, reply: FastifyReply) => {
      const lang = pageLang(request);
      const body = request.body ?? {};
      const redirect = safeRedirect(body.redirect ?? request.query.redirect);
      try {
        const { token } = await signIn(ctx, kind, body, request.ip);
        // 303: the browser follows with a GET; the token stays here, only a one-time code travels.
        return reply.redirect(
          withSignInCode(redirect, await tradeTokenForSignInCode(ctx, token)),
          303,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message =
          lang === 'zh-tw' ? (MESSAGE_ZH[error.message] ?? error.message) : error.message;
        const lookAlikes = error.details?.lookAlikes as string[] | undefined;
        const html = renderAuthPage({
          lang,
          kind,
          redirect,
          fields: fieldsFor(kind, lang, body, lookAlikes && (error.details?.name as string)),
          error: message,
          lookAlikes,
        });
        return reply.status(error.status).type('text/html; charset=utf-8').send(html);
      }
    });
  }
}

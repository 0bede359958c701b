import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, LoginFormSchema, RegisterFormSchema, SchoolJoinFormSchema } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { parseForm } from '../../http/parse.ts';
import { loginUser, registerUser } from '../auth/auth.service.ts';
import { renderAuthPage } from './page-html.ts';
import { MESSAGE_ZH, PAGE_TEXT, type PageLang } from './page-text.ts';

type PageRequest = FastifyRequest<{ Querystring: { redirect?: string; lang?: string }; Body: Record<string, string> | undefined }>;

/** Only a path on this site: never `//host` or a full URL, so the page cannot be an open redirect. */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/main';
  return value;
}

function pageLang(request: PageRequest): PageLang {
  const wanted = request.query.lang ?? request.headers['accept-language'] ?? '';
  return /^zh/i.test(wanted) ? 'zh-tw' : 'en-us';
}

function withToken(redirect: string, token: string): string {
  return `${redirect}${redirect.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

function fieldsFor(kind: 'login' | 'register', lang: PageLang, values: Record<string, string> = {}) {
  const t = PAGE_TEXT[lang];
  const login = [
    { name: 'username', label: t.username, type: 'text', value: values.username ?? '', autocomplete: 'username' },
    { name: 'password', label: t.password, type: 'password', autocomplete: kind === 'login' ? 'current-password' : 'new-password' },
  ];
  if (kind === 'login') return login;
  return [
    ...login,
    { name: 'email', label: t.email, type: 'email', value: values.email ?? '', autocomplete: 'email' },
    { name: 'sch_name', label: t.school, type: 'text', value: values.sch_name ?? '', autocomplete: 'organization' },
    { name: 'invite_code', label: t.inviteCode, type: 'text', value: values.invite_code ?? '', autocomplete: 'off', optional: true },
  ];
}

export function registerPageRoutes(app: FastifyInstance, ctx: AccountContext): void {
  for (const kind of ['login', 'register'] as const) {
    app.get(`/${kind}`, async (request: PageRequest, reply: FastifyReply) => {
      const lang = pageLang(request);
      const html = renderAuthPage({ lang, kind, redirect: safeRedirect(request.query.redirect), fields: fieldsFor(kind, lang) });
      return reply.type('text/html; charset=utf-8').send(html);
    });

    app.post(`/${kind}`, async (request: PageRequest, reply: FastifyReply) => {
      const lang = pageLang(request);
      const body = request.body ?? {};
      const redirect = safeRedirect(body.redirect ?? request.query.redirect);
      try {
        const { token } =
          kind === 'login'
            ? await loginUser(ctx, parseForm(LoginFormSchema, body), request.ip)
            : await registerUser(ctx, parseForm(RegisterFormSchema, body), parseForm(SchoolJoinFormSchema, body).invite_code);
        return reply.redirect(withToken(redirect, token), 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message = lang === 'zh-tw' ? (MESSAGE_ZH[error.message] ?? error.message) : error.message;
        const html = renderAuthPage({ lang, kind, redirect, fields: fieldsFor(kind, lang, body), error: message });
        return reply.status(error.status).type('text/html; charset=utf-8').send(html);
      }
    });
  }
}

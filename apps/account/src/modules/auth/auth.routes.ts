import type { FastifyInstance } from 'fastify';
import { bearerToken, LoginFormSchema, RegisterFormSchema, SchoolJoinFormSchema, SignInCodeFormSchema } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { exchangeSignInCode, loginUser, logoutToken, registerUser } from './auth.service.ts';
import { admitNewAccount } from './register-admission.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/user/register', async (request) => {
    const form = parseForm(RegisterFormSchema, request.body);
    await admitNewAccount(ctx, form, request.ip);
    return ok(await registerUser(ctx, form, parseForm(SchoolJoinFormSchema, request.body).invite_code));
  });

  app.post('/user/login', async (request) =>
    ok(await loginUser(ctx, parseForm(LoginFormSchema, request.body), request.ip)),
  );

  app.post('/user/exchange_code', async (request) =>
    ok(await exchangeSignInCode(ctx, parseForm(SignInCodeFormSchema, request.body).code)),
  );

  app.post('/user/logout', async (request) => {
    await callerOf(ctx, request, { pendingAllowed: true });
    await logoutToken(ctx, bearerToken(request.headers.authorization)!);
    return ok();
  });
}

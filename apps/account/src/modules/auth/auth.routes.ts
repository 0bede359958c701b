import type { FastifyInstance } from 'fastify';
import {
  bearerToken,
  LoginFormSchema,
  RegisterFormSchema,
  SchoolJoinFormSchema,
  SignInCodeDataSchema,
  SignInCodeFormSchema,
  TokenDataSchema,
} from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import { exchangeSignInCode, loginUser, logoutToken, registerUser } from './auth.service.ts';
import { admitNewAccount } from './register-admission.ts';

/** The register form with its school part (code, new school, confirmed name: decision 0071). */
const RegisterBodySchema = RegisterFormSchema.extend(
  SchoolJoinFormSchema.omit({ sch_name: true }).shape,
);

export function registerAuthRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const anyone = accountRoutes(app, ctx, 'anyone');

  anyone.post('/user/register', {
    body: RegisterBodySchema,
    data: TokenDataSchema,
    handler: async (request) => {
      const { username, password, email, sch_name, ...school } = request.body;
      const form = { username, password, email, sch_name };
      await admitNewAccount(ctx, form, request.ip);
      return registerUser(ctx, form, { ...school, sch_name }, request.ip);
    },
  });

  anyone.post('/user/login', {
    body: LoginFormSchema,
    data: TokenDataSchema,
    handler: (request) => loginUser(ctx, request.body, request.ip),
  });

  anyone.post('/user/exchange_code', {
    body: SignInCodeFormSchema,
    data: SignInCodeDataSchema,
    handler: (request) => exchangeSignInCode(ctx, request.body.code),
  });

  // Signing out is about the user alone: a member still waiting may sign out too.
  accountRoutes(app, ctx, 'personal').post('/user/logout', {
    handler: (request) => logoutToken(ctx, bearerToken(request.headers.authorization)!),
  });
}

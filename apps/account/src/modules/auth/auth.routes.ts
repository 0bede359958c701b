import type { FastifyInstance } from 'fastify';
import {
  bearerToken,
  LoginFormSchema,
  parseOrThrow,
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

/** The register form with its school part's invitation code (the school name's own check runs after). */
const RegisterBodySchema = RegisterFormSchema.extend({
  invite_code: SchoolJoinFormSchema.shape.invite_code,
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const anyone = accountRoutes(app, ctx, 'anyone');

  anyone.post('/user/register', {
    body: RegisterBodySchema,
    data: TokenDataSchema,
    handler: async (request) => {
      const { invite_code: inviteCode, ...form } = request.body;
      await admitNewAccount(ctx, form, request.ip);
      parseOrThrow(SchoolJoinFormSchema, request.body);
      return registerUser(ctx, form, inviteCode);
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

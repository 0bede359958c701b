import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountOkSchema,
  accountAnswerSchema,
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
import { ok } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { exchangeSignInCode, loginUser, logoutToken, registerUser } from './auth.service.ts';
import { admitNewAccount } from './register-admission.ts';

/** The register form with its school part's invitation code (the school name's own check runs after). */
const RegisterBodySchema = RegisterFormSchema.extend({
  invite_code: SchoolJoinFormSchema.shape.invite_code,
});
const TokenAnswerSchema = accountAnswerSchema(TokenDataSchema);

export function registerAuthRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/user/register',
    { schema: { body: RegisterBodySchema, response: { 200: TokenAnswerSchema } } },
    async (request) => {
      const { invite_code: inviteCode, ...form } = request.body;
      await admitNewAccount(ctx, form, request.ip);
      parseOrThrow(SchoolJoinFormSchema, request.body);
      return ok(await registerUser(ctx, form, inviteCode));
    },
  );

  route.post(
    '/user/login',
    { schema: { body: LoginFormSchema, response: { 200: TokenAnswerSchema } } },
    async (request) => ok(await loginUser(ctx, request.body, request.ip)),
  );

  route.post(
    '/user/exchange_code',
    {
      schema: {
        body: SignInCodeFormSchema,
        response: { 200: accountAnswerSchema(SignInCodeDataSchema) },
      },
    },
    async (request) => ok(await exchangeSignInCode(ctx, request.body.code)),
  );

  route.post(
    '/user/logout',
    { schema: { response: { 200: AccountOkSchema } } },
    async (request) => {
      await callerOf(ctx, request, { pendingAllowed: true });
      await logoutToken(ctx, bearerToken(request.headers.authorization)!);
      return ok();
    },
  );
}

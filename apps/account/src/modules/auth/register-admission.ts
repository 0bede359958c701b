import type { RegisterForm } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { assertStrongPassword } from './password-policy.ts';
import { admitRegistration } from './sign-in-throttle.ts';

/** What a registration must pass before an account is made: the address's hourly allowance, then the password rules. */
export async function admitNewAccount(
  ctx: AccountContext,
  form: RegisterForm,
  address: string,
): Promise<void> {
  await admitRegistration(ctx, address);
  assertStrongPassword(form.password, form.username, 'password');
}

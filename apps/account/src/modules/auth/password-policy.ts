import { AppError } from '@essay/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  containsUsername: 'Password must not contain the username',
  tooCommon: 'This password is too common. Please choose another.',
} as const;

// zxcvbn-ts's list of ~49,000 common passwords (MIT), shipped in the package: checked offline.
let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The first rule `password` breaks, or null. */
export function passwordProblem(password: string, username: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name.length > 0 && lower.includes(name)) return PASSWORD_MESSAGES.containsUsername;
  if (commonPasswords().has(lower)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

/** Refuses (400, on `field`) a password that breaks a rule. */
export function assertStrongPassword(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new AppError('invalid_input', problem, { field });
}

import { AppError } from '@essay/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" (~10^8 guesses) online and off. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  containsUsername: 'Password must not contain the username',
  tooCommon: 'This password is too common. Please choose another.',
  guessable: 'This password is too easy to guess. Add another word or two.',
  similarToCommon: 'This password is too similar to a common one. Please choose another.',
  repeated: 'Repeated characters like "aaa" or "abcabc" are easy to guess. Please choose another.',
  sequence: 'Sequences like "abcd" or "1234" are easy to guess. Please choose another.',
  keyboard: 'Rows and patterns of keyboard keys are easy to guess. Please choose another.',
  dates: 'Dates and years are easy to guess. Please choose another.',
  words: 'Single words and names are easy to guess. Add another word or two.',
} as const;

/** zxcvbn's warning (its translation key) → our reason; a warning not listed gives `guessable`. */
const REASONS: Record<string, string> = {
  topTen: PASSWORD_MESSAGES.tooCommon,
  topHundred: PASSWORD_MESSAGES.tooCommon,
  common: PASSWORD_MESSAGES.tooCommon,
  pwned: PASSWORD_MESSAGES.tooCommon,
  similarToCommon: PASSWORD_MESSAGES.similarToCommon,
  simpleRepeat: PASSWORD_MESSAGES.repeated,
  extendedRepeat: PASSWORD_MESSAGES.repeated,
  sequences: PASSWORD_MESSAGES.sequence,
  straightRow: PASSWORD_MESSAGES.keyboard,
  keyPattern: PASSWORD_MESSAGES.keyboard,
  recentYears: PASSWORD_MESSAGES.dates,
  dates: PASSWORD_MESSAGES.dates,
  wordByItself: PASSWORD_MESSAGES.words,
  namesByThemselves: PASSWORD_MESSAGES.words,
  commonNames: PASSWORD_MESSAGES.words,
  userInputs: PASSWORD_MESSAGES.containsUsername,
};

// zxcvbn-ts's estimator with its list of ~49,000 common passwords (MIT), shipped in the packages:
// checked offline. Built on first use (the dictionaries take a moment to rank).
let estimator: ZxcvbnFactory | undefined;
let common: ReadonlySet<string> | undefined;
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary },
    graphs: adjacencyGraphs,
    useLevenshteinDistance: true,
  });
  return estimator;
}
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
  const result = passwordEstimator().check(password, name.length > 0 ? [name] : []);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning;
  return (warning && REASONS[warning]) ?? PASSWORD_MESSAGES.guessable;
}

/** Refuses (400, on `field`) a password that breaks a rule. */
export function assertStrongPassword(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new AppError('invalid_input', problem, { field });
}

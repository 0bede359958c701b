import path from 'node:path';
import { z } from 'zod';

const AccountEnvSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  ACCOUNT_SERVICE_SECRET: z.string().optional(),
  DATABASE_URL: z.string().optional(),
});

export interface AccountConfig {
  filesDir: string;
  tokenTtlMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  failureWindowMinutes: number;
  serviceSecret: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
}

export function readAccountConfig(env: NodeJS.ProcessEnv = process.env): AccountConfig {
  const parsed = AccountEnvSchema.parse(env);
  return {
    filesDir: path.resolve(parsed.DATA_DIR, 'files'),
    tokenTtlMs: parsed.TOKEN_TTL_HOURS * 3600_000,
    maxFailuresPerAccount: parsed.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: parsed.LOGIN_MAX_FAILURES_PER_ADDRESS,
    failureWindowMinutes: parsed.LOGIN_FAILURE_WINDOW_MINUTES,
    serviceSecret: parsed.ACCOUNT_SERVICE_SECRET,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
  };
}

import path from 'node:path';
import { z } from 'zod';

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy (the socket address is the caller's
 * address, and X-Forwarded-For is ignored); `true` or `1` trusts every hop (only behind a proxy
 * that overwrites the header); anything else is a comma-separated list of proxy addresses or
 * CIDR ranges, as Fastify's `trustProxy` takes them.
 */
export type TrustProxy = boolean | string;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return text;
}

const AccountEnvSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SIGN_IN_CODE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_MAX_FAILURES_PER_PAIR: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(100),
  SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR: z.coerce.number().int().positive().default(5),
  CLASS_CODE_MAX_FAILURES_PER_STUDENT_PER_HOUR: z.coerce.number().int().positive().default(10),
  CLASS_CODE_MAX_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(100),
  TRUST_PROXY: z.string().optional(),
  ACCOUNT_SERVICE_SECRET: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  ACCOUNT_PORT: z.coerce.number().int().positive().default(3001),
});

export interface SignInLimits {
  /** Failures of one account from one address before backoff starts. */
  perPair: number;
  /** Failures from one address, over all accounts. */
  perAddress: number;
  /** Failures of one account, from all addresses: the ceiling against distributed guessing. */
  perAccount: number;
  windowMinutes: number;
  registrationsPerAddressPerHour: number;
  /** New schools per address range (IPv4 /24, IPv6 /64) and hour (decision 0071). */
  schoolsPerRangePerHour: number;
  /** Wrong class join codes of one student, and from one address, per hour. */
  classCodesPerStudentPerHour: number;
  classCodesPerAddressPerHour: number;
}

export interface AccountConfig {
  filesDir: string;
  tokenTtlMs: number;
  signInCodeTtlSeconds: number;
  signInLimits: SignInLimits;
  trustProxy: TrustProxy;
  serviceSecret: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** `npm run account` (the service as its own process) listens here. */
  port: number;
}

export function readAccountConfig(env: NodeJS.ProcessEnv = process.env): AccountConfig {
  const parsed = AccountEnvSchema.parse(env);
  return {
    filesDir: path.resolve(parsed.DATA_DIR, 'files'),
    tokenTtlMs: parsed.TOKEN_TTL_HOURS * 3600_000,
    signInCodeTtlSeconds: parsed.SIGN_IN_CODE_TTL_SECONDS,
    signInLimits: {
      perPair: parsed.LOGIN_MAX_FAILURES_PER_PAIR,
      perAddress: parsed.LOGIN_MAX_FAILURES_PER_ADDRESS,
      perAccount: parsed.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMinutes: parsed.LOGIN_FAILURE_WINDOW_MINUTES,
      registrationsPerAddressPerHour: parsed.REGISTER_MAX_PER_ADDRESS_PER_HOUR,
      schoolsPerRangePerHour: parsed.SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR,
      classCodesPerStudentPerHour: parsed.CLASS_CODE_MAX_FAILURES_PER_STUDENT_PER_HOUR,
      classCodesPerAddressPerHour: parsed.CLASS_CODE_MAX_FAILURES_PER_ADDRESS_PER_HOUR,
    },
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    serviceSecret: parsed.ACCOUNT_SERVICE_SECRET,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    port: parsed.ACCOUNT_PORT,
  };
}

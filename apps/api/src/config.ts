import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, readAccountConfig, type AccountConfig, type TrustProxy } from '@essay/account';
import type { S3Settings } from './storage/s3-file-store.ts';
import { DEFAULT_EXTRACT_MEMORY_MB, DEFAULT_EXTRACT_TIME_LIMIT_MS } from '@essay/ingest';

const ApiEnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  FREE_IMAGE_ARTICLE_GRADE_TIMES: z.coerce.number().int().min(0).default(0),
  GRADE_POINT_PER_ARTICLE: z.coerce.number().int().min(0).default(0),
  TOTAL_OCR_TIMES_BY_USER: z.coerce.number().int().min(0).default(0),
  PRODUCT_NAME: z.string().default('Flash Essay Correction'),
  PRODUCT_DOMAIN: z.string().default('localhost'),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** Test setups only (e2e): the demo users' password instead of random ones. */
  DEMO_PASSWORD: z.string().min(10).optional(),
  ACCOUNT_SERVICE_URL: z.string().url().optional(),
  ACCOUNT_SERVICE_SECRET: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().optional(),
  GRADER_ENGINE: z.enum(['builtin']).default('builtin'),
  EXTRACT_MEMORY_MB: z.coerce.number().int().min(16).default(DEFAULT_EXTRACT_MEMORY_MB),
  /** The customer service contact shown to school administrators; empty: not configured. */
  SUPPORT_NAME: z.string().max(200).default(''),
  SUPPORT_EMAIL: z.string().max(200).default(''),
  SUPPORT_PHONE: z.string().max(100).default(''),
  SUPPORT_HOURS: z.string().max(200).default(''),
  /** The built SPA; e2e runs serve their own copy, so a rebuild of apps/web/dist never changes a running server's files. */
  WEB_DIST_DIR: z.string().optional(),
  EXTRACT_TIME_LIMIT_S: z.coerce.number().int().min(1).default(DEFAULT_EXTRACT_TIME_LIMIT_MS / 1000),
  TMP_DIR: z.string().optional(),
  WARM_UP_GRADER: z.enum(['0', '1']).default('0'),
  SHUTDOWN_GRACE_S: z.coerce.number().int().min(0).default(20),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
});

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  setting: { total_ocr_times_by_user: number; free_image_article_grade_times: number; grade_point_per_article: number };
  productName: string;
  productDomain: string;
  seedDemo: boolean;
  demoPassword: string | undefined;
  accountServiceUrl: string | undefined;
  accountServiceSecret: string | undefined;
  logLevel: string;
  /** Which proxies' X-Forwarded-For is believed; none by default (see the README). */
  trustProxy: TrustProxy;
  graderEngine: 'builtin';
  /** The in-process account service's settings, read from the same environment. */
  account: AccountConfig;
  webDistDir: string;
  /** Heap (MB) and wall time (ms) of the text-extraction worker thread, per file. */
  extraction: { memoryMb: number; timeLimitMs: number };
  customerService: { name: string; email: string; phone: string; hours: string };
  /** Load the correction engine's tables at start instead of on the first correction. */
  warmUpGrader: boolean;
  /** On SIGTERM, running jobs get this long to finish before they go back to the queue. */
  shutdownGraceMs: number;
  /** Local scratch space: uploads being checked, temporary copies of stored objects. */
  tmpDir: string;
  /** The S3-compatible bucket (when S3_BUCKET is set); else files stay in `DATA_DIR/files`. */
  s3: S3Settings | undefined;
}

/** Env is parsed once, here; everything else receives the typed config. */
export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const e = ApiEnvSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    setting: {
      total_ocr_times_by_user: e.TOTAL_OCR_TIMES_BY_USER,
      free_image_article_grade_times: e.FREE_IMAGE_ARTICLE_GRADE_TIMES,
      grade_point_per_article: e.GRADE_POINT_PER_ARTICLE,
    },
    productName: e.PRODUCT_NAME,
    productDomain: e.PRODUCT_DOMAIN,
    seedDemo: e.SEED_DEMO === '1',
    demoPassword: e.DEMO_PASSWORD,
    accountServiceUrl: e.ACCOUNT_SERVICE_URL,
    accountServiceSecret: e.ACCOUNT_SERVICE_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    graderEngine: e.GRADER_ENGINE,
    account: readAccountConfig({ ...env, DATA_DIR: path.resolve(e.DATA_DIR) }),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '..', '..', 'web', 'dist'),
    extraction: { memoryMb: e.EXTRACT_MEMORY_MB, timeLimitMs: e.EXTRACT_TIME_LIMIT_S * 1000 },
    customerService: { name: e.SUPPORT_NAME, email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, hours: e.SUPPORT_HOURS },
    warmUpGrader: e.WARM_UP_GRADER === '1',
    shutdownGraceMs: e.SHUTDOWN_GRACE_S * 1000,
    tmpDir: path.resolve(e.TMP_DIR ?? path.join(e.DATA_DIR, 'tmp')),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
  };
}

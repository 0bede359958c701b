import path from 'node:path';
import { z } from 'zod';
import {
  parseTrustProxy,
  readAccountConfig,
  type AccountConfig,
  type TrustProxy,
} from '@essay/account';
import type { S3Settings } from './storage/s3-file-store.ts';
import { DEFAULT_EXTRACT_MEMORY_MB, DEFAULT_EXTRACT_TIME_LIMIT_MS } from '@essay/ingest/light';

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
  GRADER_ENGINE: z.enum(['builtin', 'llm']).default('builtin'),
  OCR_ENGINE: z.enum(['tesseract', 'llm-vision']).default('tesseract'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_VISION_MODEL: z.string().min(1).optional(),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  LLM_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(60),
  LLM_PRICE_INPUT_PER_1K: z.coerce.number().min(0).default(0),
  LLM_PRICE_OUTPUT_PER_1K: z.coerce.number().min(0).default(0),
  EXTRACT_MEMORY_MB: z.coerce.number().int().min(16).default(DEFAULT_EXTRACT_MEMORY_MB),
  /** The customer service contact shown to school administrators; empty: not configured. */
  SUPPORT_NAME: z.string().max(200).default(''),
  SUPPORT_EMAIL: z.string().max(200).default(''),
  SUPPORT_PHONE: z.string().max(100).default(''),
  SUPPORT_HOURS: z.string().max(200).default(''),
  /** The built SPA; e2e runs serve their own copy, so a rebuild of apps/web/dist never changes a running server's files. */
  WEB_DIST_DIR: z.string().optional(),
  EXTRACT_TIME_LIMIT_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_EXTRACT_TIME_LIMIT_MS / 1000),
  TMP_DIR: z.string().optional(),
  /**
   * Debian's tesseract program (package tesseract-ocr), which reads pages by OCR when it runs: a
   * name (looked for in /bin and /usr/bin) or a path; empty: tesseract.js always (decision 0067).
   */
  TESSERACT_BINARY: z.string().default('tesseract'),
  WARM_UP_GRADER: z.enum(['0', '1']).optional(),
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
  setting: {
    total_ocr_times_by_user: number;
    free_image_article_grade_times: number;
    grade_point_per_article: number;
  };
  productName: string;
  productDomain: string;
  seedDemo: boolean;
  demoPassword: string | undefined;
  accountServiceUrl: string | undefined;
  accountServiceSecret: string | undefined;
  logLevel: string;
  /** Which proxies' X-Forwarded-For is believed; none by default (see the README). */
  trustProxy: TrustProxy;
  graderEngine: 'builtin' | 'llm';
  ocrEngine: 'tesseract' | 'llm-vision';
  /** The OpenAI-compatible server of the optional engines (issue 14); null when neither is on. */
  llm: LlmConfig | null;
  /** The in-process account service's settings, read from the same environment. */
  account: AccountConfig;
  webDistDir: string;
  /**
   * Heap (MB) and wall time (ms) of the text-extraction worker thread, per file; the tesseract
   * program that reads pages when it runs (tesseract.js when it does not, or when null).
   */
  extraction: { memoryMb: number; timeLimitMs: number; tesseract: string | null };
  customerService: { name: string; email: string; phone: string; hours: string };
  /**
   * Load both languages' correction tables when a worker starts (true) or none (false); null: in
   * `npm run worker` those of the essays waiting to be corrected, in `npm start` none.
   */
  warmUpGrader: boolean | null;
  /** On SIGTERM, running jobs get this long to finish before they go back to the queue. */
  shutdownGraceMs: number;
  /** Local scratch space: uploads being checked, temporary copies of stored objects. */
  tmpDir: string;
  /** The S3-compatible bucket (when S3_BUCKET is set); else files stay in `DATA_DIR/files`. */
  s3: S3Settings | undefined;
}

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  /** Model of the correction engine `llm`, and of the OCR engine `llm-vision`. */
  model: string | undefined;
  visionModel: string | undefined;
  concurrency: number;
  timeoutMs: number;
  /** Attempts per request (timeouts, 429, 5xx), first backoff, and the time for one whole correction. */
  maxAttempts: number;
  backoffMs: number;
  correctionBudgetMs: number;
  /** Price per 1,000 input and output tokens, in the school's currency. */
  prices: { inputPer1k: number; outputPer1k: number };
}

/** A whole model correction stays inside the grading job's expiry (300 s), fallback included. */
const CORRECTION_BUDGET_MS = 240_000;

function readLlmConfig(e: z.infer<typeof ApiEnvSchema>): LlmConfig | null {
  if (e.GRADER_ENGINE !== 'llm' && e.OCR_ENGINE !== 'llm-vision') return null;
  const missing = [
    !e.LLM_BASE_URL && 'LLM_BASE_URL',
    e.GRADER_ENGINE === 'llm' && !e.LLM_MODEL && 'LLM_MODEL',
    e.OCR_ENGINE === 'llm-vision' && !e.LLM_VISION_MODEL && 'LLM_VISION_MODEL',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(
      `GRADER_ENGINE=${e.GRADER_ENGINE} and OCR_ENGINE=${e.OCR_ENGINE} need ${missing.join(' and ')}`,
    );
  return {
    baseUrl: e.LLM_BASE_URL!,
    apiKey: e.LLM_API_KEY || undefined,
    model: e.LLM_MODEL,
    visionModel: e.LLM_VISION_MODEL,
    concurrency: e.LLM_CONCURRENCY,
    timeoutMs: e.LLM_TIMEOUT_S * 1000,
    maxAttempts: 3,
    backoffMs: 1000,
    correctionBudgetMs: CORRECTION_BUDGET_MS,
    prices: { inputPer1k: e.LLM_PRICE_INPUT_PER_1K, outputPer1k: e.LLM_PRICE_OUTPUT_PER_1K },
  };
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
    ocrEngine: e.OCR_ENGINE,
    llm: readLlmConfig(e),
    account: readAccountConfig({ ...env, DATA_DIR: path.resolve(e.DATA_DIR) }),
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '..', '..', 'web', 'dist'),
    extraction: {
      memoryMb: e.EXTRACT_MEMORY_MB,
      timeLimitMs: e.EXTRACT_TIME_LIMIT_S * 1000,
      tesseract: e.TESSERACT_BINARY || null,
    },
    customerService: {
      name: e.SUPPORT_NAME,
      email: e.SUPPORT_EMAIL,
      phone: e.SUPPORT_PHONE,
      hours: e.SUPPORT_HOURS,
    },
    warmUpGrader: e.WARM_UP_GRADER === undefined ? null : e.WARM_UP_GRADER === '1',
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

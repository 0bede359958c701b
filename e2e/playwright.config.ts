import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// A run on another port (a second run in the same checkout) keeps its own outputs.
const resultsDir = process.env.E2E_PORT ? `test-results/port-${port}` : 'test-results';

// One fresh database per run. Set here once; worker processes inherit the variable.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'essay-e2e-')));
process.env.E2E_BASE_URL = baseURL;
// The server serves this run's own copy of the built SPA: a rebuild of apps/web/dist during the run
// (another run, another engineer) cannot swap the assets under it. So the build empties dist/ as usual.
const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
const webCopy = path.join(dataDir, 'web');
if (existsSync(webDist) && !existsSync(webCopy)) cpSync(webDist, webCopy, { recursive: true });
// The demo passwords are random on a real first start; the e2e server gets a fixed one (test-only setting).
process.env.E2E_DEMO_PASSWORD ??= 'e2e-demo-password-0451';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: './tests',
  outputDir: `./${resultsDir}/output`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a flaky test is reported as failed.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(e2eDir, resultsDir, 'results.json') }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Every journey runs in both languages; the browser language picks the app's locale.
  projects: [
    { name: 'en-us', use: { locale: 'en-US' } },
    { name: 'zh-tw', use: { locale: 'zh-TW' } },
  ],
  webServer: {
    // What `npm start` runs: the built server (decision 0060).
    command: 'npx tsx apps/api/scripts/build-server.ts main && node apps/api/dist/main/main.mjs',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST_DIR: webCopy,
      SEED_DEMO: '1',
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
      FREE_IMAGE_ARTICLE_GRADE_TIMES: '1',
      GRADE_POINT_PER_ARTICLE: '1',
      LOG_LEVEL: 'warn',
      // The customer service page shows what the deployment configures.
      SUPPORT_NAME: 'Demo Support Desk',
      SUPPORT_EMAIL: 'support@example.edu.tw',
      SUPPORT_PHONE: '+886 2 1234 5678',
      // Every journey registers fresh users from 127.0.0.1; the per-address cap is tested in apps/account.
      REGISTER_MAX_PER_ADDRESS_PER_HOUR: '100000',
      // …and some start schools from it; the per-range cap of new schools is tested in apps/account.
      SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR: '100000',
      // Journeys time their waits for a warm engine, as before issue 17 made loading it lazy.
      WARM_UP_GRADER: '1',
    },
  },
});

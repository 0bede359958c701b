import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'apps/account/test/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server (apps/api, one process) answers both /api and /account.
const apiTarget = 'http://127.0.0.1:3000';

// A plain build: dist/ is emptied first. Running servers never read it while it is rebuilt: the e2e
// server serves its run's own copy (e2e/playwright.config.ts, WEB_DIST_DIR), `npm start` builds first.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/account': apiTarget,
    },
  },
  build: { outDir: 'dist' },
});

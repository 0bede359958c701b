import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeParts } from './locale-parts.ts';
import { sizeBudget } from './size-budget.ts';

// In development the API server (apps/api, one process) answers both /api and /account.
const apiTarget = 'http://127.0.0.1:3000';

// A plain build: dist/ is emptied first. Running servers never read it while it is rebuilt: the e2e
// server serves its run's own copy (e2e/playwright.config.ts, WEB_DIST_DIR), `npm start` builds first.
export default defineConfig({
  plugins: [
    // React's Fast Refresh needs react-dom: with Preact an edited component would silently keep its
    // old code, so the dev server reloads the page instead.
    react({ refreshExclude: /./ }),
    // Issue 30's targets (apps/api/README.md): a student's first page and the whole app.
    localeParts(),
    sizeBudget({ firstPageKb: 120, wholeAppKb: 350 }),
  ],
  resolve: {
    // The app is written against React's API and runs on preact/compat, about 55 KB (gzip) less
    // on every page than react-dom (docs/decisions/0050-a-light-web-app.md), in dev and build alike.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/account': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      // @essay/contracts is one barrel of zod schemas, and building a schema is a call the bundler
      // must otherwise keep: taken as free of side effects, a page gets only the contracts it uses.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contracts/') },
    },
  },
});

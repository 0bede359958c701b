import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server (apps/api, one process) answers both /api and /account.
const apiTarget = 'http://127.0.0.1:3000';

/**
 * dist/ is served live by the API server while the tree is rebuilt (several people and test runs
 * share one checkout). Emptying it first leaves a window with no assets; instead new files are
 * added, index.html is replaced, and only assets unused by this build and older than ten
 * minutes are removed.
 */
function pruneStaleAssets(maxAgeMs = 10 * 60_000): Plugin {
  return {
    name: 'prune-stale-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const assets = path.join(options.dir, 'assets');
      const current = new Set(Object.keys(bundle).map((file) => path.basename(file)));
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!current.has(name) && Date.now() - statSync(file).mtimeMs > maxAgeMs) rmSync(file);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), pruneStaleAssets()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/account': apiTarget,
    },
  },
  build: { outDir: 'dist', emptyOutDir: false },
});

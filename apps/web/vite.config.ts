import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server (apps/api, one process) answers both /api and /account.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/account': apiTarget,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});

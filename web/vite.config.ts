/**
 * Vite build of the single-page app: `npm run build:web` writes web/dist, which the local runtime and
 * CloudFront serve. The dev server proxies /api to the local runtime.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    // zod without string evaluation, set before any schema is built (see the module's comment).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Inlined assets would be data: URLs; keep every asset a file so the CSP stays simple.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

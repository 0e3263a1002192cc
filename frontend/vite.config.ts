import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The shared library is used from source, so it needs no build step of its own.
    alias: {
      '@plantry/shared': fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each entry and page loads, read by
    // scripts/check-bundle-budget.mjs to hold the visitor home's first load to its budget.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared library is plain constants and functions, but some of its constants are built
        // by calls at load time (the vegan check's word index); without this, importing anything
        // from its index would bring the whole library into the first load.
        moduleSideEffects: [{ test: /[\\/]libs[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
});

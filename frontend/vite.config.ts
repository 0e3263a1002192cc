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
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
});

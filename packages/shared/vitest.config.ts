import { defineConfig } from 'vitest/config';

// Pure functions without module state: one module cache per worker.
export default defineConfig({
  test: { name: 'shared', include: ['src/**/*.test.ts'], isolate: false },
});

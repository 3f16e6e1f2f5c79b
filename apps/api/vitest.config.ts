import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@mutabaa/shared': fileURLToPath(
        new URL('../../packages/shared/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Test files share a worker's module cache instead of importing the app afresh each (a
    // third less time for the suite); every file still builds its own app on its own database,
    // and no module keeps state outside a database handle's own (ReadCache, the mail versions).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a machine of two, where the
    // API tests wait on their database half the time. Two keep both cores busy
    // (TEST_WORKERS=1 for one at a time).
    maxWorkers: Number(process.env.TEST_WORKERS) || 2,
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      'apps/web/vitest.dom.config.ts',
      // Tests of the repository's own tooling (lint rules).
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});

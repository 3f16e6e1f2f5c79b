import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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

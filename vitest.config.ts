import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      // Tests of the repository's own tooling (lint rules).
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});

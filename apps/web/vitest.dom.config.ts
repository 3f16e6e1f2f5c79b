import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Component tests (`*.test.tsx`): rendered in a DOM (happy-dom) by the same view library the app
 * ships, Preact behind React's API, as the build's preset aliases it.
 */
export default defineConfig({
  resolve: {
    alias: [
      {
        find: '@mutabaa/shared',
        replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    name: 'web-dom',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx'],
    // Transformed with the app, so that TanStack Query's hooks run on Preact as in the build.
    server: { deps: { inline: [/@tanstack\/react-query/] } },
  },
});

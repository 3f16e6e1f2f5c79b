import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { languagePages } from './build/language-pages';
import { precompress } from './build/precompress';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

/**
 * Vendor code is grouped so the sign-in route pulls only what it needs
 * (React, the router, i18n, forms); everything else arrives with lazy screens.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next)[\\/]/,
  },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
  // zod is loaded when a form is first used, not with the sign-in route.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'bootstrap-react',
    test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|@react-aria|react-transition-group|dom-helpers|uncontrollable|classnames|prop-types|warning|invariant|dequal)[\\/]/,
  },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), languagePages(), precompress()],
  resolve: {
    alias: { '@mutabaa/shared': sharedSrc },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { port: 5173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The two Bootstrap stylesheets are switched at runtime, so they stay separate files.
    assetsInlineLimit: 0,
    // Every supported browser has <link rel=modulepreload>; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

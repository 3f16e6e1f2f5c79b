import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { bootstrapSubsets } from './build/bootstrap-subset';
import { entryGraph } from './build/entry-graph';
import { languagePages } from './build/language-pages';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { textParts } from './build/text-parts';
import { SIGNED_IN_SCREENS } from './src/app/signed-in-screens';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

/**
 * Vendor code is grouped so the sign-in route pulls only what it needs
 * (the view library, the router, i18n, forms); everything else arrives with lazy screens.
 * The view library is Preact behind its React API (`preact/compat`, aliased by the preset):
 * the app and its React libraries are written against React's API.
 */
const SCREENS_SHARED = 'screens-shared';
// The two-factor parts (components/ui/two-factor/) are left out too: the sign-in's second step
// uses them (and the recovery codes' download), and should not bring every screen's shared
// code with it.
const FORM_CODE =
  /[\\/]src[\\/](features[\\/](auth|settings|transactions[\\/]components[\\/]form)[\\/]|components[\\/]ui[\\/]two-factor[\\/]|lib[\\/](form|zod-resolver|upload-form|save-file)\.ts)/;
const entry = entryGraph(SCREENS_SHARED);

const vendorGroups = [
  { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
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
    test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|@react-aria|react-transition-group|dom-helpers|uncontrollable|react-lifecycles-compat|@babel[\\/]runtime|classnames|prop-types|warning|invariant|dequal)[\\/]/,
  },
  // The date picker arrives with the screens that have a date input (lists' filters, the
  // application form, reports, audit log, notifications, assignments), never with the sign-in
  // route nor the screens without one. Its calendar arithmetic (@internationalized/date) is
  // not grouped: the shared date formatting the entry loads already brings it.
  { name: 'date-picker', test: /[\\/]src[\\/]components[\\/]ui[\\/]date-picker[\\/]/ },
  {
    // What the signed-in screens share (layout, lists, queries, UI parts), in one chunk
    // rather than dozens of small ones: each is a request, and on HTTP/1.1 only six run
    // at a time. Nothing the entry imports is taken, so the sign-in route is unchanged.
    name: SCREENS_SHARED,
    // The shared schemas are taken too: they need zod, which the entry never loads. The
    // forms' code is left to the screens with forms, so lists do not load the form library.
    test: (id: string) =>
      (!FORM_CODE.test(id) &&
        /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/]shared[\\/]/.test(id) &&
        !entry.has(id)) ||
      /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]/.test(id),
    minShareCount: 2,
  },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    preact(),
    bootstrapSubsets(),
    textParts(),
    entry.plugin,
    languagePages(),
    routePreloads(SIGNED_IN_SCREENS),
    precompress(),
  ],
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
      // react-router looks up React's useOptimistic and falls back when it is absent, as it is
      // in Preact: that lookup is expected, not a broken import.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
      output: {
        codeSplitting: { groups: vendorGroups, includeDependenciesRecursively: false },
      },
    },
  },
});

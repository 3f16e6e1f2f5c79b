import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The two stylesheets the app switches between (lib/stylesheet.ts imports them as URLs). */
const SHEETS = ['bootstrap.rtl.min.css', 'bootstrap.min.css'] as const;
const IMPORTED = /^bootstrap\/dist\/css\/(bootstrap(?:\.rtl)?\.min\.css)\?url$/;

/**
 * Class names that the code builds rather than writes whole, so that no scan can find them:
 * the app's tones (`alert-${tone}`, `btn-${tone}`, `row-cols-xl-${n}`) and what react-bootstrap
 * composes from a prefix for the two components the app uses (Modal and Dropdown), with the
 * transition classes they toggle.
 */
export const SAFELIST = {
  standard: [
    /^alert-/,
    /^btn-/,
    /^row-cols-/,
    /^text-bg-/,
    /^modal/,
    /^drop/,
    /^fade$/,
    /^show$/,
    /^showing$/,
    /^hiding$/,
  ],
};

/**
 * The Bootstrap rules the app can use, and only those: the rules whose class names appear in
 * the app's code, in its page or in react-bootstrap, plus the safelist; element and attribute
 * rules likewise. Every custom property and animation stays (branding sets the properties).
 */
export async function bootstrapSubset(sheet: string, root: string): Promise<string> {
  const css = await readFile(require.resolve(`bootstrap/dist/css/${sheet}`), 'utf8');
  const reactBootstrap = path.dirname(require.resolve('react-bootstrap/esm/index.js'));
  const [result] = await new PurgeCSS().purge({
    content: [
      path.join(root, 'index.html'),
      path.join(root, 'src/**/*.{ts,tsx}'),
      // The react-bootstrap components in use and the parts they render.
      ...[
        'Modal*.js',
        'AbstractModalHeader.js',
        'Dropdown*.js',
        'Fade.js',
        'CloseButton.js',
        'Button.js',
      ].map((file) => path.join(reactBootstrap, file)),
    ],
    css: [{ raw: css }],
    safelist: SAFELIST,
    // Removing unused custom properties or keyframes saves little and risks the theme.
    variables: false,
    keyframes: false,
    fontFace: false,
  });
  if (!result?.css) throw new Error(`bootstrap-subset: nothing left of ${sheet}`);
  return result.css;
}

/**
 * Builds each Bootstrap stylesheet as the subset the app uses (see `bootstrapSubset`): about
 * 66 KB of 230 KB, 10.7 KB of 22.6 KB compressed, on every first visit and before the first
 * paint. The build's asset naming hashes the subset, so a new rule in use makes a new file.
 * Only the build: development serves Bootstrap whole.
 */
export function bootstrapSubsets(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'mutabaa:bootstrap-subset',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      outDir = path.join(config.root, 'node_modules/.cache/bootstrap-subset');
    },
    async buildStart() {
      await mkdir(outDir, { recursive: true });
      await Promise.all(
        SHEETS.map(async (sheet) =>
          writeFile(path.join(outDir, sheet), await bootstrapSubset(sheet, root)),
        ),
      );
    },
    resolveId(source) {
      const sheet = IMPORTED.exec(source)?.[1];
      return sheet ? `${path.join(outDir, sheet)}?url` : null;
    },
  };
}

// `npm run lint` refuses an import cycle in apps/: two files that import each other, directly
// or through others, type-only imports and lazy `import()` included. In a value cycle the
// load order decides which side sees the other still undefined; a type-only one ties the files
// together all the same (neither can move or be split alone). The way out is the same: move
// what both need to a file of its own that imports neither.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { root } from './paths.mjs';

/** The source folders checked, each with the tsconfig that resolves its imports. */
export const checkedApps = [
  { files: 'apps/api/src/**/*.ts', tsconfig: 'apps/api/tsconfig.json' },
  { files: 'apps/web/src/**/*.{ts,tsx}', tsconfig: 'apps/web/tsconfig.json' },
];

/**
 * The import cycles among `files` (a glob relative to `cwd`), each as the files it goes
 * through, relative to `cwd`.
 * @param {string} cwd
 * @param {string} files
 * @param {string} [tsconfig] relative to `cwd`
 * @returns {Promise<string[][]>}
 */
export async function importCycles(cwd, files, tsconfig) {
  const tree = await parseDependencyTree(files, {
    cwd,
    context: cwd,
    tsconfig: tsconfig && path.join(cwd, tsconfig),
    // Keep type-only imports: a type cycle is refused too.
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree, false);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let found = 0;
  for (const app of checkedApps) {
    for (const cycle of await importCycles(root, app.files, app.tsconfig)) {
      found += 1;
      console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
    }
  }
  if (found > 0) {
    console.error(
      `\n${found} import cycle(s) in apps/. Files that import each other load in an order ` +
        'that decides which sees the other undefined, and cannot be moved apart: move what ' +
        'both need (a type, a constant, a helper) to a file of its own that imports neither.',
    );
    process.exit(1);
  }
}

// The import directions of docs/development.md#lint-rules, as lint rules, so a wrong import fails
// `npm run lint` with a message that says why.
//
// `no-restricted-imports` matches the import string as written, and a later config block that
// sets the rule replaces the options of an earlier one for the same file. So each folder gets
// exactly one block, listing every restriction that applies to it (built from the groups below).
// "A feature imports no other feature" and "a module imports only another module's index.ts"
// need the path resolved first: two small local rules. Beside them, a web query key is written
// only in a query-key factory (no-literal-query-keys).
import { noCrossFeatureImports } from './no-cross-feature-imports.js';
import { noCrossModuleImports } from './no-cross-module-imports.js';
import { noLiteralQueryKeys } from './no-literal-query-keys.js';

const sqlMessage =
  "Only repositories run SQL: the database client, drizzle-orm and the schema's tables are " +
  'imported by a *.repository.ts (or db/ itself), which the service calls, so every statement ' +
  'is found in one place per module. `import type` (Db, Executor, row types) stays allowed: ' +
  'the service owns the transaction and hands it on.';

const restrictions = {
  webToApi: {
    // From apps/web/src a relative path reaches the API as `../../../api/src/...`.
    group: ['**/apps/api/**', '**/api/src', '**/api/src/**', '@mutabaa/api'],
    message: 'The web app talks to the API over HTTP only.',
  },
  webToFeature: {
    group: ['**/features', '**/features/**'],
    message:
      'lib/ and components/ serve every feature, so they import none: move what a feature needs ' +
      'to share down here instead (docs/development.md#lint-rules).',
  },
  webToApp: {
    group: ['**/app', '**/app/**'],
    message:
      'app/ (router, providers, layout) composes the features; importing it back makes a cycle. ' +
      'Move the shared piece to components/ or lib/.',
  },
  dbToDomain: {
    group: ['**/modules', '**/modules/**', '**/demo', '**/demo/**'],
    message:
      'db/ holds the schema, migrations and client and knows no domain: code that needs a ' +
      'module (seed and demo data among it) lives outside db/.',
  },
  // API modules use each other through what each publishes in its index.ts (service, policy,
  // types, helpers such as the notification events), never a repository: the owning service
  // checks access and owns the transaction. The audit-log writer, which every service calls,
  // is published by modules/audit-logs/index.ts.
  moduleToRepository: {
    group: ['../*/*.repository', '../*/*.repository.*'],
    message:
      "Another module's repository is its own business: call that module's service or policy, " +
      'through its index.ts (the audit-log writer too: ../audit-logs/index.js).',
  },
  routesToRepository: {
    group: ['*.repository', '*.repository.*'],
    message: 'Routes stay thin: parse, call the service, present. Only services call repositories.',
  },
  jobsToRepository: {
    group: ['**/modules/*/*.repository', '**/modules/*/*.repository.*'],
    message:
      'Jobs call services, which check access and own the transaction; only services call repositories.',
  },
  // What a file imports decides whether it can run SQL, whatever its name. Types stay
  // importable (a service takes `Db` and opens the transaction); so do the schema's UPPER_CASE
  // domain constants and the statement builder's Params and sqlList, which run nothing.
  sqlOutsideRepository: [
    { group: ['drizzle-orm', 'drizzle-orm/**'], allowTypeImports: true, message: sqlMessage },
    {
      group: [
        '**/db/client',
        '**/db/client.*',
        '**/db/bulk-insert',
        '**/db/bulk-insert.*',
        '**/db/pg-statements',
        '**/db/pg-statements.*',
        '**/db/pglite-statements',
        '**/db/pglite-statements.*',
      ],
      allowTypeImports: true,
      message: sqlMessage,
    },
    {
      group: ['**/db/schema', '**/db/schema/**'],
      allowTypeImports: true,
      allowImportNamePattern: '^[A-Z][A-Z0-9_]*$',
      message: sqlMessage,
    },
    {
      group: ['**/db/statements', '**/db/statements.*'],
      allowTypeImports: true,
      allowImportNames: ['Params', 'sqlList'],
      message: sqlMessage,
    },
  ],
  edgeToRepository: {
    group: ['**/modules/*/*.repository', '**/modules/*/*.repository.*'],
    message:
      'plugins/, cli/ and demo/ use a module through its service, which checks access and owns ' +
      "the transaction: a module's repository is its own business.",
  },
  sharedToApp: {
    group: ['**/apps/**', '@mutabaa/api', '@mutabaa/web'],
    message: 'packages/shared is used by both apps, so it imports neither.',
  },
};

const plugin = {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-literal-query-keys': noLiteralQueryKeys,
    'no-cross-module-imports': noCrossModuleImports,
  },
};
const web = 'apps/web/src';
const api = 'apps/api/src';
const modules = `${api}/modules`;
/**
 * Tests (and the set-up and cases split test files share) arrange data however they need; the
 * rules are about what production code uses.
 */
const tests = ['**/*.test.ts', '**/*.fixtures.ts', '**/*.cases.ts', `${api}/test/**`];
/** Where SQL is run: repositories and the database's own folder. */
const runsSql = ['**/*.repository.ts', `${api}/db/**`];
/** Composition roots: they open the database (openDatabase) and run no statement. */
const opensDatabase = [`${api}/app.ts`, `${api}/cli/run.ts`];
/** The edges around the modules, which use them through their services. */
const edges = ['plugins', 'cli', 'demo'].map((dir) => `${api}/${dir}/**/*.ts`);

/**
 * Flat-config blocks enforcing the import directions; spread into eslint.config.js.
 * `pending` names restrictions left out until the code keeps them (empty when all hold).
 * @param {{ pending?: Array<keyof typeof restrictions> }} [options]
 */
export function importBoundaries({ pending = [] } = {}) {
  /**
   * @param {string[]} files
   * @param {Array<keyof typeof restrictions>} names
   * @param {string[]} [ignores]
   */
  function restrict(files, names, ignores) {
    const patterns = names
      .filter((name) => !pending.includes(name))
      .flatMap((name) => restrictions[name]);
    if (patterns.length === 0) return [];
    return [
      {
        files,
        ...(ignores ? { ignores } : {}),
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      },
    ];
  }

  return [
    ...restrict(['apps/web/**/*.{ts,tsx}'], ['webToApi']),
    ...restrict(
      [`${web}/lib/**/*.{ts,tsx}`, `${web}/components/**/*.{ts,tsx}`],
      ['webToApi', 'webToFeature', 'webToApp'],
    ),
    ...restrict([`${web}/features/**/*.{ts,tsx}`], ['webToApi', 'webToApp']),
    {
      files: [`${web}/features/**/*.{ts,tsx}`],
      plugins: { mutabaa: plugin },
      rules: {
        'mutabaa/no-cross-feature-imports': 'error',
        'mutabaa/no-literal-query-keys': 'error',
      },
    },
    // lib/ writes its keys in lib/query-keys.ts too; its tests drive a bare QueryClient.
    {
      files: [`${web}/lib/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts'],
      plugins: { mutabaa: plugin },
      rules: { 'mutabaa/no-literal-query-keys': 'error' },
    },
    // A later block replaces an earlier one's options for the files it matches, so each block
    // below lists every restriction of its files.
    ...restrict(
      [`${api}/**/*.ts`],
      ['sqlOutsideRepository'],
      [...tests, ...runsSql, ...opensDatabase],
    ),
    ...restrict([`${api}/db/**/*.ts`], ['dbToDomain']),
    ...restrict(
      [`${api}/jobs/**/*.ts`],
      ['jobsToRepository', 'sqlOutsideRepository'],
      [...tests, ...runsSql],
    ),
    ...restrict(
      edges,
      ['edgeToRepository', 'sqlOutsideRepository'],
      [...tests, ...runsSql, ...opensDatabase],
    ),
    // demo/'s own repository runs the demo data's statements, and still reaches no module's.
    ...restrict(
      [`${api}/cli/run.ts`, ...edges.map((glob) => glob.replace(/\.ts$/, '.repository.ts'))],
      ['edgeToRepository'],
      tests,
    ),
    ...restrict(
      [`${modules}/**/*.ts`],
      ['moduleToRepository', 'sqlOutsideRepository'],
      [...tests, ...runsSql],
    ),
    ...restrict([`${modules}/**/*.repository.ts`], ['moduleToRepository'], tests),
    // Another module uses a module only through its index.ts; tests may reach into one to
    // arrange what they check.
    {
      files: [`${modules}/**/*.ts`],
      ignores: tests,
      plugins: { mutabaa: plugin },
      rules: { 'mutabaa/no-cross-module-imports': 'error' },
    },
    // Every repository, another module's too: routesToRepository says it for both.
    ...restrict([`${modules}/**/*.routes.ts`], ['routesToRepository', 'sqlOutsideRepository']),
    ...restrict(['packages/shared/**/*.ts'], ['sharedToApp']),
  ];
}

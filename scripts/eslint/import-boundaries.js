// The import directions of STYLE.md, as lint rules, so a wrong import fails `npm run lint` with a
// message that says why.
//
// `no-restricted-imports` matches the import string as written, and a later config block that
// sets the rule replaces the options of an earlier one for the same file. So each folder gets
// exactly one block, listing every restriction that applies to it (built from the groups below).
// "A feature imports no other feature" and "a module imports only another module's index.ts"
// need the path resolved first: two small local rules.
import { noCrossFeatureImports } from './no-cross-feature-imports.js';
import { noCrossModuleImports } from './no-cross-module-imports.js';

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
      'to share down here instead (STYLE.md, habit 1).',
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
  sharedToApp: {
    group: ['**/apps/**', '@mutabaa/api', '@mutabaa/web'],
    message: 'packages/shared is used by both apps, so it imports neither.',
  },
};

const plugin = {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-cross-module-imports': noCrossModuleImports,
  },
};
const web = 'apps/web/src';
const modules = 'apps/api/src/modules';

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
    const patterns = names.filter((name) => !pending.includes(name)).map((n) => restrictions[n]);
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
      rules: { 'mutabaa/no-cross-feature-imports': 'error' },
    },
    ...restrict(['apps/api/src/db/**/*.ts'], ['dbToDomain']),
    ...restrict(['apps/api/src/jobs/**/*.ts'], ['jobsToRepository'], ['**/*.test.ts']),
    // Tests may arrange data through any repository; the rule is about what production code uses.
    ...restrict([`${modules}/**/*.ts`], ['moduleToRepository'], ['**/*.test.ts']),
    // Tests may reach into another module too, to arrange what they check.
    {
      files: [`${modules}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      plugins: { mutabaa: plugin },
      rules: { 'mutabaa/no-cross-module-imports': 'error' },
    },
    // Every repository, another module's too: routesToRepository says it for both.
    ...restrict([`${modules}/**/*.routes.ts`], ['routesToRepository']),
    ...restrict(['packages/shared/**/*.ts'], ['sharedToApp']),
  ];
}

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...importBoundaries(),
  ],
});

/** The rule's messages for `code` written in the file at `filePath`. */
async function lint(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'mutabaa/no-literal-query-keys')
    .map((m) => m.message);
}

const feature = 'apps/web/src/features/users/api/invalidate.ts';
const why = "take it from the feature's factory";

describe('query keys come from a factory', () => {
  it.each([
    ["another feature's root", "client.invalidateQueries({ queryKey: ['applications'] });"],
    ['a key under a root', "client.refetchQueries({ queryKey: [...keys.all, 'list'] });"],
    [
      'a key kept in a local constant',
      "const KEY = ['users'] as const;\nqc.removeQueries({ queryKey: KEY });",
    ],
    ['a key given as such', "client.setQueryData(['profile'], user);"],
    ['a key read as such', "client.getQueryData(['notifications', 'unread-count']);"],
    ['the key of a query', "useQuery({ queryKey: ['reports', 'editors'], queryFn: getEditors });"],
    [
      'the key of queryOptions',
      "queryOptions({ queryKey: ['documents', page] as const, queryFn });",
    ],
  ])('refuses %s in a feature', async (_name, code) => {
    const messages = await lint(feature, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(why);
  });

  it('refuses a key written in lib/ outside lib/query-keys.ts', async () => {
    const code = "queryOptions({ queryKey: ['assignments', 'workload'], queryFn: getWorkload });";
    expect(await lint('apps/web/src/lib/workload.ts', code)).toEqual([
      expect.stringContaining(why),
    ]);
  });

  it('lets keys come from a factory, a query or lib/', async () => {
    for (const code of [
      'client.invalidateQueries({ queryKey: userKeys.all });',
      'client.invalidateQueries({ queryKey: applicationKeys.detail(id) });',
      'client.setQueryData(settingsKeys.profile(), user);',
      'client.setQueryData(rulesQuery().queryKey, rules);',
      'invalidateApplications(client);',
      // Only keys: an array elsewhere is none of this rule's business.
      "const tabs = ['queue', 'history'] as const;\nfilters.push({ key: ['a'] });",
      // A parameter is not a key written here.
      'const refresh = (key: QueryKey) => client.invalidateQueries({ queryKey: key });',
    ]) {
      expect(await lint(feature, code)).toEqual([]);
    }
  });

  it('lets the factories write their keys', async () => {
    const code = "export const userKeys = { all: ['users'] as const };\nqc.getQueryData(['x']);";
    expect(await lint('apps/web/src/features/users/api/query-keys.ts', code)).toEqual([]);
    expect(await lint('apps/web/src/lib/query-keys.ts', code)).toEqual([]);
  });

  it("leaves lib/'s tests, which drive a bare QueryClient", async () => {
    const code = "await client.invalidateQueries({ queryKey: ['later'] });";
    expect(await lint('apps/web/src/lib/query-client.test.ts', code)).toEqual([]);
  });

  it('is what `npm run lint` runs (eslint.config.js)', async () => {
    const project = new ESLint({ cwd: root });
    const code = "void client.invalidateQueries({ queryKey: ['applications'] });";
    expect(await lint(feature, code, project)).toEqual([expect.stringContaining(why)]);
  });
});

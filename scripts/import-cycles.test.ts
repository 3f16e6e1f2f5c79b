import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.mjs';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The cycles among `files` written to a fresh folder, with `.js` imports as the API writes them. */
async function cyclesOf(files: Record<string, string>): Promise<string[][]> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-cycles-'));
  const tsconfig = { compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } };
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  const cycles = await importCycles(dir, '*.ts', 'tsconfig.json');
  // Each cycle as the set of its files: where the search enters it does not matter.
  return cycles.map((cycle) => [...cycle].sort());
}

describe('import cycles', () => {
  it('finds a value cycle', async () => {
    const cycles = await cyclesOf({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a type-only cycle, through a third file too', async () => {
    const cycles = await cyclesOf({
      'service.ts': "import type { Deps } from './use-case.js';\nexport type Service = Deps;\n",
      'use-case.ts': "import type { Row } from './repository.js';\nexport type Deps = Row;\n",
      'repository.ts': "import type { Service } from './service.js';\nexport type Row = Service;\n",
    });
    expect(cycles).toEqual([['repository.ts', 'service.ts', 'use-case.ts']]);
  });

  it('finds a cycle through a re-export and a lazy import', async () => {
    const cycles = await cyclesOf({
      'index.ts': "export { page } from './page.js';\n",
      'page.ts': "export const page = () => import('./index.js');\n",
    });
    expect(cycles).toEqual([['index.ts', 'page.ts']]);
  });

  it('finds none once the shared type has a file of its own', async () => {
    const cycles = await cyclesOf({
      'deps.ts': 'export type Deps = { db: string };\n',
      'service.ts':
        "import type { Deps } from './deps.js';\nimport { run } from './use-case.js';\nexport const service = (deps: Deps) => run(deps);\n",
      'use-case.ts':
        "import type { Deps } from './deps.js';\nexport const run = (deps: Deps) => deps.db;\n",
    });
    expect(cycles).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPgliteTemplate } from '../db/pglite-template.js';
import { PGLITE_TEMPLATE_ENV } from './app.js';

/**
 * Creating a PGlite database runs initdb (seconds); copying a migrated template is several
 * times faster. Workers inherit the template's path through the environment.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-template-'));
  const file = path.join(dir, 'pglite.tar');
  const template = await createPgliteTemplate();
  await writeFile(file, Buffer.from(await template.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

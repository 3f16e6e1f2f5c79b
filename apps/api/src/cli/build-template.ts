import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILT_PGLITE_TEMPLATE } from '../db/paths.js';
import { createPgliteTemplate } from '../db/pglite-template.js';

/**
 * Part of `npm run build`: writes a migrated empty embedded database, so that the first start
 * on a new data directory does not wait for PGlite's initdb.
 */
const template = await createPgliteTemplate('gzip');
await mkdir(path.dirname(BUILT_PGLITE_TEMPLATE), { recursive: true });
await writeFile(BUILT_PGLITE_TEMPLATE, Buffer.from(await template.arrayBuffer()));
process.stdout.write(
  `Wrote ${path.relative(process.cwd(), BUILT_PGLITE_TEMPLATE)} (${Math.round(template.size / 1024)} KiB)\n`,
);

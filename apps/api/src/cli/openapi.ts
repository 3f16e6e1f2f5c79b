import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../openapi/document.js';

/**
 * `npm run openapi`: writes the API's OpenAPI document to docs/openapi.json, built from the code
 * without starting a server. With `--check` it writes nothing and fails when the file differs.
 */
const target = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));
const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
const shown = path.relative(process.cwd(), target);
if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== text) {
    process.stderr.write(`${shown} differs from the API: run npm run openapi\n`);
    process.exit(1);
  }
  process.stdout.write(`${shown} is up to date\n`);
} else {
  await writeFile(target, text);
  process.stdout.write(`Wrote ${shown} (${Math.round(text.length / 1024)} KiB)\n`);
}

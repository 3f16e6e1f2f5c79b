// `npm run backup -- [--out FILE]`: one archive of the embedded database and the files under
// DATA_DIR, taken through the running app when there is one.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './paths.mjs';

if (buildIsStale()) execSync('npm run build', { cwd: root, stdio: 'inherit' });
await import(pathToFileURL(join(root, 'apps/api/dist/cli/backup.js')).href);

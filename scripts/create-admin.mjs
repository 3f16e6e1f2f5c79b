// `npm run create-admin -- --email E --password P [--name N]`: the first admin of a production database.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './paths.mjs';

if (buildIsStale()) execSync('npm run build', { cwd: root, stdio: 'inherit' });
await import(pathToFileURL(join(root, 'apps/api/dist/cli/create-admin.js')).href);

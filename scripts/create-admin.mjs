// `npm run create-admin -- --email E [--name N]`: the first admin of a production database; the
// password is asked for (no echo) or read from standard input.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './paths.mjs';

// The build must not read the password piped to standard input.
if (buildIsStale())
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
await import(pathToFileURL(join(root, 'apps/api/dist/cli/create-admin.js')).href);

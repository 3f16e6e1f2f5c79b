// `npm run restore -- FILE [--data-dir DIR] [--force]`: a backup archive into a new data
// directory (refused while an app uses it, and over existing data without --force).
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './paths.mjs';

if (buildIsStale()) execSync('npm run build', { cwd: root, stdio: 'inherit' });
await import(pathToFileURL(join(root, 'apps/api/dist/cli/restore.js')).href);

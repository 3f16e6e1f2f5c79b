// `npm start`: builds when the build is missing or older than the sources, then serves.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './paths.mjs';

if (buildIsStale()) {
  console.log('Building Mutabaa (the build is missing or older than the sources)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);

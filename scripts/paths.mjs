import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Sources whose change means the built app is out of date. */
export const buildInputs = [
  'package-lock.json',
  'packages/shared/src',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
].map((p) => join(root, p));

/** Files the build produces; the app cannot start without them. */
export const buildOutputs = [
  'packages/shared/dist/index.js',
  'apps/api/dist/server.js',
  'apps/web/dist/index.html',
].map((p) => join(root, p));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when an output is missing or older than any input. */
export function buildIsStale() {
  if (!buildOutputs.every((p) => existsSync(p))) return true;
  const oldestOutput = Math.min(...buildOutputs.map((p) => statSync(p).mtimeMs));
  return buildInputs.some((p) => newestMtime(p) > oldestOutput);
}

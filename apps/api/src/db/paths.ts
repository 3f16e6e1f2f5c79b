import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/api/drizzle, from src/db or dist/db alike. */
export const MIGRATIONS_DIR = path.resolve(here, '../../drizzle');

/** The migrated empty embedded database written by `npm run build` (see cli/build-template). */
export const BUILT_PGLITE_TEMPLATE = path.resolve(here, '../../dist/pglite-template.tar.gz');

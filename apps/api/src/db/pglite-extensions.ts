import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions every embedded database loads (migration 0005 creates pg_trgm for the trigram
 * index of application search; PostgreSQL 15 ships it as a trusted contrib extension).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

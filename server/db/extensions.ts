import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the embedded database loads: pg_trgm for the product name search's index
 * (migration 0003 applies without it, PostgreSQL has it in contrib).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

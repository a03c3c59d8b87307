/** How the embedded database's client is set up beyond its defaults. */
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the embedded database loads: pg_trgm for the product name search's index
 * (migration 0003 applies without it, PostgreSQL has it in contrib).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const asText = (value: string) => value;

/**
 * Drizzle passes these parsers with every query (dates, intervals and their arrays stay
 * text; drizzle converts them itself), and PGlite then merges them into a copy of its
 * 300-odd default parsers: about 0.1 ms a query. Made the client's own, they need not be
 * passed.
 */
const DRIZZLE_TEXT_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];

type Query = PGlite['query'];

/**
 * Makes the parsers drizzle asks for the client's defaults, and drops them from a query's
 * options while they are (any other parser option passes untouched).
 */
export function parseLikeDrizzle(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query: Query = client.query.bind(client);
  const redundant = (parsers: object) =>
    Object.keys(parsers).every(
      (type) => DRIZZLE_TEXT_TYPES.includes(Number(type)) && client.parsers[type] === asText,
    );
  client.query = ((text, params, options) =>
    query(
      text,
      params,
      options?.parsers && redundant(options.parsers) ? { ...options, parsers: undefined } : options,
    )) as Query;
}

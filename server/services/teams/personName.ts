/**
 * How the product names a company's person (docs/product.md#brand-teams): as the team
 * screen does, first and last name, and their e-mail when they have no name.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Person = { first_name: AnyPgColumn; last_name: AnyPgColumn };

/** First and last name, null without either. */
export const fullName = (table: Person) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.first_name}, ${table.last_name})), '')`;

/**
 * Their full name, else their e-mail: null only where the row is missing (a left join to
 * no one, e.g. a step no person of the company made).
 */
export const personName = (table: Person & { email: AnyPgColumn }) =>
  sql<string | null>`coalesce(${fullName(table)}, ${table.email})`;

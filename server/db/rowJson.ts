/**
 * Rows read as one JSON value each. A list page reads every row with what other tables say
 * about it (a product with its brand, the brand's logo, its images): as separate columns
 * that is dozens of fields per row for the driver to decode and for Drizzle to map, which
 * profiles showed costing more than the query itself. Built by the database as one JSON
 * object per row, a row costs a JSON.parse and a loop over its columns.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `table`'s row in the outer query (the table or its alias) as a JSON object by column name. */
export function rowJson(table: PgTable): SQL {
  return sql`row_to_json(${table})`;
}

/** A driver may hand JSON over as text (or already parsed). */
export function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

type Decoder = (json: Record<string, unknown>) => Record<string, unknown>;
const decoders = new WeakMap<PgTable, Decoder>();

/** How to turn `table`'s JSON back into its row type: property names, and Dates for timestamps. */
function decoderOf(table: PgTable): Decoder {
  const known = decoders.get(table);
  if (known) return known;
  const columns = Object.entries(getTableColumns(table)).map(([property, column]) => ({
    property,
    name: column.name,
    timestamp: column.columnType === 'PgTimestamp',
  }));
  const decoder: Decoder = (json) => {
    const row: Record<string, unknown> = {};
    for (const { property, name, timestamp } of columns) {
      const value = json[name];
      row[property] = timestamp && typeof value === 'string' ? new Date(value) : value;
    }
    return row;
  };
  decoders.set(table, decoder);
  return decoder;
}

/** A row of `table` from its `rowJson` (or an object with the same keys). */
export function rowFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'] {
  return decoderOf(table)(json as Record<string, unknown>) as T['$inferSelect'];
}

/** Invoices as the API reads them: each row whole (everything was copied in when written). */
import { sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/billing';
import type { InvoiceRow } from '../../db/schema/billing';
import { rowFromJson, rowJson } from '../../db/rowJson';
import { ServiceError } from '../errors';
import { totalField, viewsAndTotal } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';

export interface InvoiceView {
  row: InvoiceRow;
}

export const invoiceNotFound = () => new ServiceError('NOT_FOUND', 'errors:invoiceNotFound');

/** Invoice views (and a list's total) in one statement. */
export const invoiceViewQuery: ViewQuery<InvoiceView> = async (
  db,
  { where, orderBy, limit, total },
) => {
  const rows = await db
    .select({ view: sql`${rowJson(invoices)}`, total: totalField(total) })
    .from(invoices)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return viewsAndTotal(rows, (value) => ({ row: rowFromJson(invoices, value) }));
};

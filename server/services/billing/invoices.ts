/** Invoices and Invoice: the company's invoices, newest first, and one of them by id. */
import { eq } from 'drizzle-orm';
import { pageArgsSchema } from '../../../domain/pagination';
import { invoices } from '../../db/schema/billing';
import type { InvoiceRow } from '../../db/schema/billing';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { getOwned, listOwned } from '../shared/owned';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { invoiceNotFound, invoiceViewQuery } from './invoiceView';
import type { InvoiceView } from './invoiceView';

const NEWEST = byCreation<InvoiceRow>(invoices, 'newest', 'desc');

/** Invoices: `first` after the cursor `after`, with the company's total. */
export async function listInvoices(
  env: ServiceEnv,
  companyId: number,
  args: { first?: number | null; after?: string | null },
): Promise<Page<InvoiceView>> {
  await validated(pageArgsSchema, args);
  const where = eq(invoices.company_id, companyId);
  return listOwned(env, invoices, { ...args, where, sort: NEWEST }, invoiceViewQuery);
}

/** Invoice: one of the company's invoices; NOT_FOUND for any other id. */
export function getInvoice(env: ServiceEnv, companyId: number, id: string): Promise<InvoiceView> {
  return getOwned(env, invoices, companyId, id, invoiceNotFound, invoiceViewQuery);
}

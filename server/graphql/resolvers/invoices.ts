import { invoiceNumber } from '../../../domain/wallet/rules';
import type { InvoiceRow } from '../../db/schema/billing';
import type { Translate } from '../../i18n';
import { getInvoice, listInvoices } from '../../services/billing/invoices';
import type { InvoiceBilling, InvoiceLine } from '../../services/wallet/invoicing';
import type { Described } from '../../services/wallet/ledger';
import { translated } from '../errors';
import type { CardBrand, Invoice, PaymentMethod, Resolvers } from '../generated/app';
import { toConnection } from './connection';

/** Text kept as { key, values }, in the request's language. */
export const described = (t: Translate, { key, values }: Described) => t(key, values);

/** The API shape of an invoice, its texts translated with `t`. */
export function toInvoice(row: InvoiceRow, t: Translate): Invoice {
  return {
    id: String(row.id),
    number: invoiceNumber(row.company_id, row.number),
    created_at: row.created_at.toISOString(),
    description: described(t, row.description as Described),
    lines: (row.lines as InvoiceLine[]).map((line) => ({
      description: described(t, line),
      amount: line.amount_cents,
    })),
    total: row.total_cents,
    method: row.method as PaymentMethod,
    card_brand: row.card_brand as CardBrand | null,
    card_last4: row.card_last4,
    billing: row.billing as InvoiceBilling,
  };
}

/** Invoices of the session's company: every service call is scoped to ctx.companyId. */
export const invoiceResolvers: Resolvers = {
  Query: {
    Invoices: translated(async (_parent, args, ctx) =>
      toConnection(await listInvoices(ctx, ctx.companyId, args), ({ row }) =>
        toInvoice(row, ctx.t),
      ),
    ),
    Invoice: translated(async (_parent, { id }, ctx) =>
      toInvoice((await getInvoice(ctx, ctx.companyId, id)).row, ctx.t),
    ),
  },
};

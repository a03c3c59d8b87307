/**
 * Invoices and Invoice: the company's bills, newest first, numbered without a gap, shown in
 * the reader's language, and never another company's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumber } from '@/domain/wallet/rules';
import { INVOICE, INVOICES } from '@/src/entities/billing/api';
import { pay } from '@/server/services/wallet/payments';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { gqlRequest } from './helpers/http';
import { statementsOf } from './helpers/statements';
import { serverForFile } from './helpers/testServer';
import type { ApiInvoice, WalletData } from './helpers/wallet';
import { credit, moneyEnv, purposeOf, walletApi } from './helpers/wallet';

const t = serverForFile();
type InvoicePage = WalletData['invoices']['Invoices'];

describe('Invoices', () => {
  let token: string;
  let email: string;
  let all: ApiInvoice[];
  let companyId: number;

  beforeAll(async () => {
    const company = await t.createCompany({ company_name: 'Acme Studio' });
    email = company.email;
    companyId = company.id;
    token = await t.createSession(company.id);
    await credit(t, company.id, 100_00);
    const env = moneyEnv(t);
    for (let i = 1; i <= 5; i += 1) {
      await pay(env, company.id, i * 1_00, { wallet: true }, `invoice-${i}`, {
        ...purposeOf(i * 1_00, `Campaign ${i}`),
        lines: [
          { key: 'ledger:payment', values: { name: `Content ${i}` }, amount_cents: i * 1_00 - 50 },
          { key: 'ledger:payment', values: { name: 'Shipping' }, amount_cents: 50 },
        ],
      });
      t.clock.advance(1000);
    }
    all = dataOf(await walletApi(t, token, 'invoices')).Invoices.nodes;
  });

  it('lists them newest first, numbered 1 to n, each as it was written', () => {
    expect(all.map((invoice) => invoice.number)).toEqual(
      [5, 4, 3, 2, 1].map((n) => invoiceNumber(companyId, n)),
    );
    expect(all[0]).toEqual({
      id: expect.any(String),
      number: invoiceNumber(companyId, 5),
      created_at: expect.any(String),
      description: 'Payment: Campaign 5',
      lines: [
        { description: 'Payment: Content 5', amount: 4_50 },
        { description: 'Payment: Shipping', amount: 50 },
      ],
      total: 5_00,
      method: 'wallet',
      card_brand: null,
      card_last4: null,
      billing: { company_name: 'Acme Studio', email, address: null },
    });
  });

  it('shows one by id, in the reader’s language', async () => {
    const invoice = all[2]!;
    expect(dataOf(await walletApi(t, token, 'invoice', { id: invoice.id })).Invoice).toEqual(
      invoice,
    );
    const spanish = dataOf(await walletApi(t, token, 'invoice', { id: invoice.id }, 'es'));
    expect(spanish.Invoice.lines.map((line) => line.description)).toEqual([
      'Pago: Content 3',
      'Pago: Shipping',
    ]);
  });

  it('answers the billing screens’ own documents', async () => {
    const list = dataOf(await gqlRequest(`${t.url}/v1/j`, INVOICES, { token })).Invoices;
    expect(list.total_count).toBe(5);
    expect(list.nodes.map((node) => node.id)).toEqual(all.map((invoice) => invoice.id));
    const one = await gqlRequest(`${t.url}/v1/j`, INVOICE, {
      token,
      variables: { id: all[0]!.id },
    });
    expect(dataOf(one).Invoice).toMatchObject({
      id: all[0]!.id,
      lines: all[0]!.lines,
      billing: { email },
    });
  });

  it('pages without a repeat or a gap', async () => {
    const seen: ApiInvoice[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const response = await walletApi(t, token, 'invoices', { first: 2, after });
      const result: InvoicePage = dataOf(response).Invoices;
      expect(result.total_count).toBe(5);
      seen.push(...result.nodes);
      after = result.page_info.end_cursor;
      if (!result.page_info.has_next_page) break;
    }
    expect(seen).toEqual(all);
  });

  it('reads a page, its total included, in one statement', async () => {
    const statements = await statementsOf(t.db, () => walletApi(t, token, 'invoices'));
    expect(statements).toHaveLength(1);
    const one = await statementsOf(t.db, () => walletApi(t, token, 'invoice', { id: all[0]!.id }));
    expect(one).toHaveLength(1);
  });

  it('answers NOT_FOUND, translated, for an id that is not one of the company’s', async () => {
    const other = await t.createCompany();
    const otherToken = await t.createSession(other.id);
    for (const id of [all[0]!.id, '999999', 'abc', '0', '99999999999', `${all[0]!.id}\u0000`]) {
      expect(errorOf(await walletApi(t, otherToken, 'invoice', { id }))).toMatchObject({
        message: 'Invoice not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(errorOf(await walletApi(t, otherToken, 'invoice', { id: 'x' }, 'es')).message).toBe(
      'Factura no encontrada',
    );
    expect(dataOf(await walletApi(t, otherToken, 'invoices')).Invoices).toEqual({
      nodes: [],
      page_info: { has_next_page: false, end_cursor: null },
      total_count: 0,
    });
  });

  it.each([
    [{ first: 0 }, { first: 'Ask for 1 to 100 items per page' }],
    [{ after: 'nope' }, { after: 'This page is no longer valid: start again from the first page' }],
  ])('refuses %j', async (variables, fields) => {
    expect(errorOf(await walletApi(t, token, 'invoices', variables)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields,
    });
  });
});

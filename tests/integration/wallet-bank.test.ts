/**
 * BankTransferInformation: where a company wires money, with its own reference, made once
 * on the first request (also when several first requests arrive together).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankTransferInformation } from '@/server/db/schema/wallet';
import { newReference } from '@/server/services/wallet/bankTransfer';
import { dataOf } from './helpers/catalog';
import { startTestServer, serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { walletApi } from './helpers/wallet';

const t = serverForFile();

const REFERENCE = /^UGC-[234679ABCDEFGHJKMNPQRTUVWXYZ]{8}$/;

async function informationOf(server: TestServer, token: string, locale?: string) {
  const response = await walletApi(server, token, 'bankTransferInformation', {}, locale);
  return dataOf(response).BankTransferInformation;
}

describe('BankTransferInformation', () => {
  it('is made on the first request from the configured account, then stays', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const first = await informationOf(t, token);
    expect(first).toEqual({
      id: expect.any(String),
      company_id: String(company.id),
      full_name: 'Sandbox Bank',
      account_number: '000123456789',
      routing_number: '110000000',
      account_type: 'checking',
      bank_address: '100 Sandbox Street, San Francisco, CA 94105',
      recipient_name: 'UGC Desk Inc.',
      purpose_of_payment: `Wallet top-up ${first.reference}`,
      reference: expect.stringMatching(REFERENCE),
      created_at: expect.any(String),
    });
    // What the wire carries is not translated.
    expect(await informationOf(t, token, 'es')).toEqual(first);
    const other = await t.createCompany();
    const otherInformation = await informationOf(t, await t.createSession(other.id));
    expect(otherInformation.reference).not.toBe(first.reference);
    expect(otherInformation.company_id).toBe(String(other.id));
  });

  it('is made once when first requests arrive together', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => informationOf(t, token)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const rows = await t.db
      .select()
      .from(bankTransferInformation)
      .where(eq(bankTransferInformation.company_id, company.id));
    expect(rows).toHaveLength(1);
  });

  it('shows the account of the BANK_* settings', async () => {
    const server = await startTestServer({
      env: {
        BANK_NAME: 'First Example Bank',
        BANK_ADDRESS: '1 Main St, Springfield, IL 62701',
        BANK_ACCOUNT_NUMBER: '9876543210',
        BANK_ROUTING_NUMBER: '071000013',
        BANK_ACCOUNT_TYPE: 'savings',
        BANK_RECIPIENT_NAME: 'Example Desk LLC',
      },
    });
    try {
      const company = await server.createCompany();
      const information = await informationOf(server, await server.createSession(company.id));
      expect(information).toMatchObject({
        full_name: 'First Example Bank',
        bank_address: '1 Main St, Springfield, IL 62701',
        account_number: '9876543210',
        routing_number: '071000013',
        account_type: 'savings',
        recipient_name: 'Example Desk LLC',
      });
    } finally {
      await server.close();
    }
  });
});

describe('transfer references', () => {
  it('are UGC- and 8 characters that cannot be mistaken for one another', () => {
    const references = Array.from({ length: 2_000 }, () => newReference());
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(references.length);
  });
});

/**
 * The sandbox gateway's bank account tokenisation, where the browser sends a creator's
 * routing and account numbers: the checks, the error codes, the one-time token, and that
 * the account number is kept nowhere, neither in a table nor in the server's log, nor
 * answered by the API (only its last 4 digits).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { dataOf } from './helpers/catalog';
import {
  addPayoutAccount,
  earningCreator,
  earningsApi,
  postBankAccount,
  TEST_BANK,
  TEST_ROUTING,
} from './helpers/earnings';
import { serverForFile } from './helpers/testServer';

const logged: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});
const t = serverForFile({ logger: createLogger({ logLevel: 'trace' }, sink) });

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const refusal = (code: string, message: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});
const badRouting = refusal('invalid_routing_number', 'The routing number is invalid.');
const badAccount = refusal('invalid_account_number', 'The account number is invalid.');

describe('the bank tokenisation endpoint', () => {
  it('answers a one-time token, the bank and the last 4 digits', async () => {
    const response = await postBankAccount(t, {
      routing_number: TEST_ROUTING,
      account_number: TEST_BANK.paid,
    });
    expect(response).toEqual({
      status: 200,
      body: {
        token: expect.stringMatching(/^btok_[0-9a-f]{24}$/) as unknown,
        bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
      },
    });
  });

  it('refuses a routing number without its checksum, and accounts of the wrong length', async () => {
    const post = (routing_number: unknown, account_number: unknown) =>
      postBankAccount(t, { routing_number, account_number });
    expect(await post('110000001', TEST_BANK.paid)).toEqual(badRouting);
    expect(await post('11000000', TEST_BANK.paid)).toEqual(badRouting);
    expect(await post(110000000, TEST_BANK.paid)).toEqual(badRouting);
    expect(await post(`${TEST_ROUTING}\u0000`, TEST_BANK.paid)).toEqual(badRouting);
    expect(await post(TEST_ROUTING, '123')).toEqual(badAccount);
    expect(await post(TEST_ROUTING, '1'.repeat(18))).toEqual(badAccount);
    expect(await post(TEST_ROUTING, '0001234abc')).toEqual(badAccount);
    expect(await post(TEST_ROUTING, null)).toEqual(badAccount);
    expect((await postBankAccount(t, '[1, 2]')).status).toBe(400);
    expect((await postBankAccount(t, `{"x": "${'x'.repeat(2048)}"}`)).status).toBe(413);
  });

  it('keeps no account number in any table or log line', async () => {
    const { token } = await earningCreator(t, 50_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    dataOf(
      await earningsApi(t, token, 'request', { amount_cents: 20_00, idempotency_key: 'bank-no-1' }),
    );
    for (const number of Object.values(TEST_BANK)) {
      await postBankAccount(t, { routing_number: TEST_ROUTING, account_number: number });
    }
    const tables = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    let stored = '';
    for (const { name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        sql`select row_to_json(r)::text as row from ${sql.identifier(name)} r`,
      );
      stored += rows.map((row) => row.row).join('\n');
    }
    expect(stored).toContain('6789');
    const log = logged.join('');
    expect(log).toContain('/sandbox-gateway/v1/bank_accounts');
    for (const number of Object.values(TEST_BANK)) {
      for (const digits of [number, number.slice(0, 8), number.slice(-8)]) {
        expect(stored, `${digits} stored`).not.toContain(digits);
        expect(log, `${digits} logged`).not.toContain(digits);
      }
    }
  });
});

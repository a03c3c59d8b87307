/**
 * The sandbox gateway's tokenisation endpoint, where the browser sends a card: the checks a
 * real gateway makes, its error codes, and that the number is kept nowhere, neither in a
 * table nor in the server's log.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { errorOf } from './helpers/account';
import { dataOf, signedInCompany } from './helpers/catalog';
import {
  billingAddress,
  cardDetails,
  money,
  postCard,
  TEST_CARDS,
  tokenFor,
} from './helpers/money';
import { serverForFile } from './helpers/testServer';

/** Everything the server logs, at its most verbose. */
const logged: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});
const t = serverForFile({ logger: createLogger({ logLevel: 'trace' }, sink) });

/** The endpoint's refusal of a card: 402 with a real gateway's card error. */
const cardError = (code: string, message: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, message } },
});

/** The rows of a raw query: both drivers answer { rows }; db.execute types them unknown. */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** How many tokens the sandbox holds. */
async function tokenCount(): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    sql`select count(*)::int as count from sandbox_gateway_tokens`,
  );
  return row!.count;
}

describe('the tokenisation endpoint', () => {
  it('answers a one-time token and what a gateway reports of the card', async () => {
    const year = t.clock.now().getUTCFullYear() + 3;
    const response = await postCard(t, cardDetails(t, TEST_CARDS.visa));
    expect(response).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^tok_[0-9a-f]{24}$/) as unknown,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: year },
      },
    });
    // As typed in a form: spaces in the number, a two-digit year, the month as text.
    const typed = await postCard(
      t,
      cardDetails(t, '5555 5555 5555 4444', { exp_month: '07', exp_year: year % 100 }),
    );
    expect(typed.body.card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 7,
      exp_year: year,
    });
    expect(typed.body.id).not.toBe(response.body.id);
  });

  it('wants 4 CVC digits for American Express and 3 for the others', async () => {
    const amex = await postCard(t, cardDetails(t, TEST_CARDS.amex, { cvc: '1234' }));
    expect(amex.body.card).toMatchObject({ brand: 'amex', last4: '0005' });
    const invalidCvc = cardError('invalid_cvc', "Your card's security code is invalid.");
    for (const [number, cvc] of [
      [TEST_CARDS.amex, '123'],
      [TEST_CARDS.amex, '12345'],
      [TEST_CARDS.visa, '1234'],
      [TEST_CARDS.visa, '12'],
      [TEST_CARDS.visa, '12a'],
      [TEST_CARDS.visa, 123],
    ] as const) {
      expect(await postCard(t, cardDetails(t, number, { cvc })), `${number} ${cvc}`).toEqual(
        invalidCvc,
      );
    }
  });

  it('refuses a number that fails Luhn or has the wrong length', async () => {
    const incorrect = cardError('incorrect_number', 'Your card number is incorrect.');
    for (const number of [
      '4242424242424241',
      '4242 4242 4242 424x',
      '42424242424',
      '42424242424242424242',
      '',
      12345,
      null,
    ]) {
      expect(await postCard(t, cardDetails(t, TEST_CARDS.visa, { number })), `${number}`).toEqual(
        incorrect,
      );
    }
  });

  it('refuses an expired card and expiry dates that cannot be', async () => {
    const now = t.clock.now();
    const month = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    const lastMonth =
      month === 1
        ? { exp_month: 12, exp_year: year - 1 }
        : { exp_month: month - 1, exp_year: year };
    const expired = cardError('expired_card', 'Your card has expired.');
    expect(await postCard(t, cardDetails(t, TEST_CARDS.visa, lastMonth))).toEqual(expired);
    const thisMonth = await postCard(
      t,
      cardDetails(t, TEST_CARDS.visa, { exp_month: month, exp_year: year }),
    );
    expect(thisMonth.status).toBe(200);

    const badMonth = cardError('invalid_expiry_month', "Your card's expiration month is invalid.");
    for (const exp_month of [13, 0, -1, 1.5, 'June', '', true, null]) {
      expect(await postCard(t, cardDetails(t, TEST_CARDS.visa, { exp_month }))).toEqual(badMonth);
    }
    const badYear = cardError('invalid_expiry_year', "Your card's expiration year is invalid.");
    for (const exp_year of [year + 21, 'next', '', 126, true, null]) {
      expect(await postCard(t, cardDetails(t, TEST_CARDS.visa, { exp_year }))).toEqual(badYear);
    }
  });

  it('refuses a body over its limit and stores nothing for a refused card', async () => {
    const before = await tokenCount();
    const big = await fetch(`${t.url}/sandbox-gateway/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...cardDetails(t, TEST_CARDS.visa), padding: 'x'.repeat(4096) }),
    });
    expect(big.status).toBe(413);
    await postCard(t, cardDetails(t, '4242424242424241'));
    expect(await tokenCount()).toBe(before);
  });
});

describe('a card number', () => {
  it('is kept in no table and written to no log line', async () => {
    const { token: session } = await signedInCompany(t);
    const numbers = [TEST_CARDS.visa, TEST_CARDS.amex, '5555555555554444', '4242424242424241'];
    for (const number of numbers) await postCard(t, cardDetails(t, number));
    const token = await tokenFor(t);
    dataOf(await money(t, session, 'cardAdd', { token, billing_address: billingAddress() }));
    // A number in place of a token, a malformed body, an oversized one.
    const refused = await money(t, session, 'cardAdd', {
      token: TEST_CARDS.visa,
      billing_address: billingAddress(),
    });
    expect(errorOf(refused).extensions?.code).toBe('BAD_USER_INPUT');
    await postCard(t, `{"number":"${TEST_CARDS.visa}","exp_month":`);
    await postCard(t, `{"number":"${TEST_CARDS.visa}", "x": "${'x'.repeat(4096)}"}`);

    // Every column of every table, as text.
    const tables = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const names = tables.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['cards', 'sandbox_gateway_tokens']));
    let stored = '';
    for (const name of names) {
      const rows = await rowsOf<{ row: string }>(
        sql`select row_to_json(r)::text as row from ${sql.identifier(name)} r`,
      );
      stored += rows.map((row) => row.row).join('\n');
    }
    expect(stored).toContain('4242');
    const log = logged.join('');
    expect(log).toContain('/sandbox-gateway/v1/tokens');
    for (const number of numbers) {
      // The whole number, or enough of it to be more than the last 4 digits.
      for (const digits of [number, number.slice(0, 12), number.slice(-12)]) {
        expect(stored, `${digits} stored`).not.toContain(digits);
        expect(log, `${digits} logged`).not.toContain(digits);
      }
    }
  });
});

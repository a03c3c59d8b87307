/**
 * Creators' payouts (docs/product.md#earnings-and-payouts): a payout leaves the creator's
 * available money for its bank account through the gateway, paid or failed at once or
 * later (the settle job, with the server's fake clock), one in flight at a time and once
 * per idempotency key however many requests arrive together; a failure brings the money
 * back and tells the creator why. The ledger balances after every step.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MINIMUM_PAYOUT_CENTS } from '@/domain/earnings/rules';
import { companies } from '@/server/db/schema/account';
import { creatorPayouts } from '@/server/db/schema/payouts';
import { ledgerEntries } from '@/server/db/schema/wallet';
import { GatewayUnavailableError } from '@/server/payments/gateway';
import { createSandboxGateway } from '@/server/payments/sandbox/gateway';
import { withServiceEnv } from '@/server/admin/serviceEnv';
import { payCreatorOut } from '@/server/services/earnings/demo';
import { payOut } from '@/server/services/earnings/request';
import { PAYOUT_CHECK_INTERVAL_MS } from '@/server/services/earnings/settle';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { notificationsOf } from './helpers/deals';
import {
  addPayoutAccount,
  earningCreator,
  earningsApi,
  earningsOf,
  expectLedgerBalanced,
  TEST_BANK,
} from './helpers/earnings';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

let keys = 0;
const newKey = () => `payout-key-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

const request = (token: string, amount: number, key = newKey(), locale?: string) =>
  earningsApi(t, token, 'request', { amount_cents: amount, idempotency_key: key }, locale);

/** The outbox's mails to a creator, newest first. */
async function mailsTo(creatorId: number) {
  const [account] = await t.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, creatorId));
  return t.mails(account!.email);
}

/** Moves the server's clock past the settle job's next look and runs what is due. */
async function runSettleJob() {
  t.clock.advance(PAYOUT_CHECK_INTERVAL_MS + 1);
  await t.server.jobs.runDue();
}

describe('a payout paid at once', () => {
  it('moves the available money to paid_out, and tells the creator', async () => {
    const { row, token } = await earningCreator(t, 75_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    const notices = await notificationsOf(t, row.id, token);
    const payout = dataOf(await request(token, 50_00)).CreatorPayoutRequest;
    expect(payout).toMatchObject({
      amount: 50_00,
      status: 'paid',
      failure_reason: null,
      account_last4: '6789',
    });
    expect(payout.settled_at).not.toBeNull();
    expect(await earningsOf(t, token)).toMatchObject({
      pending: 0,
      available: 25_00,
      in_flight: 0,
      paid_out: 50_00,
      minimum_payout: MINIMUM_PAYOUT_CENTS,
      current_payout: null,
    });
    const notice = await notices.waitFor({ event: 'payout_paid', payout_id: payout.id });
    expect(notice.message).toBe('$50 was paid to your account ending 6789');
    // Mailed too, linking to the creator's Earnings.
    const [mail] = await mailsTo(row.id);
    expect(mail).toMatchObject({ subject: 'News on your payout' });
    expect(mail!.text).toContain('$50 was paid to your account ending 6789');
    expect(mail!.text).toContain('/creator/earnings');
    const listed = dataOf(await earningsApi(t, token, 'payouts')).CreatorPayouts.nodes;
    expect(listed).toEqual([payout]);
    await expectLedgerBalanced(t);
  });

  it('names the creator on every leg of its money', async () => {
    const { row, token } = await earningCreator(t, 30_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    dataOf(await request(token, 30_00));
    const legs = await t.db
      .select({ account: ledgerEntries.account, creator: ledgerEntries.creator_id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.company_id, row.id));
    expect(legs.length).toBe(4);
    expect(legs.every((leg) => leg.creator === row.id)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses below the minimum, above available, without an account, and a second in flight', async () => {
    const { token } = await earningCreator(t, 100_00);
    expect(errorOf(await request(token, 30_00)).extensions?.code).toBe('PAYOUT_NO_ACCOUNT');
    await addPayoutAccount(t, token, TEST_BANK.settlesLater);
    const below = errorOf(await request(token, MINIMUM_PAYOUT_CENTS - 1));
    expect(below.extensions?.code).toBe('PAYOUT_BELOW_MINIMUM');
    expect(below.message).toBe('The smallest payout is $20');
    const over = errorOf(await request(token, 100_01, newKey(), 'es'));
    expect(over.extensions?.code).toBe('PAYOUT_OVER_AVAILABLE');
    expect(over.message).toBe('Ahora puedes cobrar como máximo 100 $');
    const first = dataOf(await request(token, 40_00)).CreatorPayoutRequest;
    expect(first.status).toBe('in_flight');
    expect(errorOf(await request(token, 20_00)).extensions?.code).toBe('PAYOUT_IN_FLIGHT');
    expect(await earningsOf(t, token)).toMatchObject({
      available: 60_00,
      in_flight: 40_00,
      paid_out: 0,
      current_payout: { id: first.id, status: 'in_flight' },
    });
    await expectLedgerBalanced(t);
  });

  it('answers a repeated key with its first payout, and another amount under it is a conflict', async () => {
    const { token } = await earningCreator(t, 100_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    const key = newKey();
    const first = dataOf(await request(token, 25_00, key)).CreatorPayoutRequest;
    const again = dataOf(await request(token, 25_00, key)).CreatorPayoutRequest;
    expect(again).toEqual(first);
    expect(errorOf(await request(token, 26_00, key)).extensions?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await earningsOf(t, token)).available).toBe(75_00);
  });
});

describe('at once', () => {
  it('pays out once from 50 requests against one balance', async () => {
    const { row, token } = await earningCreator(t, 80_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(token, 80_00)));
    const paid = answers.filter((answer) => answer.body.data?.CreatorPayoutRequest);
    expect(paid.length).toBe(1);
    const codes = new Set(
      answers.flatMap((a) => a.body.errors ?? []).map((e) => e.extensions?.code),
    );
    expect(
      [...codes].every((code) => code === 'PAYOUT_IN_FLIGHT' || code === 'PAYOUT_OVER_AVAILABLE'),
    ).toBe(true);
    const rows = await t.db
      .select()
      .from(creatorPayouts)
      .where(eq(creatorPayouts.creator_id, row.id));
    expect(rows.length).toBe(1);
    expect(await earningsOf(t, token)).toMatchObject({ available: 0, paid_out: 80_00 });
    await expectLedgerBalanced(t);
  });

  it('answers 50 requests with one key with one payout', async () => {
    const { row, token } = await earningCreator(t, 80_00);
    await addPayoutAccount(t, token, TEST_BANK.settlesLater);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(token, 30_00, key)));
    const payouts = answers.map((answer) => dataOf(answer).CreatorPayoutRequest);
    expect(new Set(payouts.map((payout) => JSON.stringify(payout))).size).toBe(1);
    const rows = await t.db
      .select()
      .from(creatorPayouts)
      .where(eq(creatorPayouts.creator_id, row.id));
    expect(rows.length).toBe(1);
    expect(await earningsOf(t, token)).toMatchObject({ available: 50_00, in_flight: 30_00 });
    await expectLedgerBalanced(t);
  });
});

describe('the bank refuses', () => {
  it('at once: the money is available again and the creator is told why', async () => {
    const { row, token } = await earningCreator(t, 50_00);
    await addPayoutAccount(t, token, TEST_BANK.failsNow);
    const notices = await notificationsOf(t, row.id, token);
    const payout = dataOf(await request(token, 50_00)).CreatorPayoutRequest;
    expect(payout).toMatchObject({
      status: 'failed',
      failure_reason: 'the bank has no such account',
      account_last4: '1116',
    });
    expect(await earningsOf(t, token)).toMatchObject({
      available: 50_00,
      in_flight: 0,
      paid_out: 0,
    });
    const notice = await notices.waitFor({ event: 'payout_failed', payout_id: payout.id });
    expect(notice.message).toBe(
      'Your payout of $50 to the account ending 1116 failed: the bank has no such account. The money is available again.',
    );
    const history = dataOf(await earningsApi(t, token, 'history')).CreatorEarningsHistory.nodes;
    expect(
      history.map((movement) => [movement.kind, movement.amount, movement.balance_after]),
    ).toEqual([
      ['payout_returned', 50_00, 50_00],
      ['payout', -50_00, 0],
      ['fee', 50_00, 50_00],
    ]);
    expect(history[0]!.description).toBe('Payout returned: the bank has no such account');
    await expectLedgerBalanced(t);
  });

  it("later: the settle job brings the money back, in the creator's language", async () => {
    const { row, token } = await earningCreator(t, 50_00);
    await t.db.execute(
      // The creator switched its app to Spanish: its notices are written in it.
      sql`update accounts set locale = 'es' where id = ${row.id}`,
    );
    await addPayoutAccount(t, token, TEST_BANK.failsLater);
    const notices = await notificationsOf(t, row.id, token);
    const payout = dataOf(await request(token, 45_00)).CreatorPayoutRequest;
    expect(payout.status).toBe('in_flight');
    expect(await earningsOf(t, token)).toMatchObject({ available: 5_00, in_flight: 45_00 });
    await runSettleJob();
    const notice = await notices.waitFor({ event: 'payout_failed', payout_id: payout.id });
    expect(notice.message).toBe(
      'Tu pago de 45 $ a la cuenta terminada en 1113 falló: la cuenta está cerrada. El dinero vuelve a estar disponible.',
    );
    const [mail] = await mailsTo(row.id);
    expect(mail).toMatchObject({ subject: 'Novedades de tu pago' });
    expect(mail!.text).toContain('la cuenta está cerrada');
    expect(await earningsOf(t, token)).toMatchObject({
      available: 50_00,
      in_flight: 0,
      current_payout: null,
    });
    const [listed] = dataOf(await earningsApi(t, token, 'payouts')).CreatorPayouts.nodes;
    expect(listed).toMatchObject({
      id: payout.id,
      status: 'failed',
      failure_reason: 'the account is closed',
    });
    await expectLedgerBalanced(t);
  });
});

describe('paid later', () => {
  it('stays in flight until the settle job runs, then is paid', async () => {
    const { row, token } = await earningCreator(t, 40_00);
    await addPayoutAccount(t, token, TEST_BANK.settlesLater);
    const notices = await notificationsOf(t, row.id, token);
    const payout = dataOf(await request(token, 40_00)).CreatorPayoutRequest;
    expect(payout.status).toBe('in_flight');
    // Not due yet: nothing moves.
    await t.server.jobs.runDue();
    expect((await earningsOf(t, token)).in_flight).toBe(40_00);
    await runSettleJob();
    await notices.waitFor({ event: 'payout_paid', payout_id: payout.id });
    expect(await earningsOf(t, token)).toMatchObject({
      available: 0,
      in_flight: 0,
      paid_out: 40_00,
    });
    await expectLedgerBalanced(t);
  });
});

describe('the gateway unreachable', () => {
  it('keeps the money in flight and the settle job sends the payout again, once', async () => {
    const { row, token } = await earningCreator(t, 60_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    const sandbox = createSandboxGateway({ db: t.db, now: t.clock.now });
    const unreachable = {
      ...sandbox,
      payout: () => Promise.reject(new GatewayUnavailableError()),
    };
    const deps = {
      db: t.db,
      now: t.clock.now,
      gateway: unreachable,
      log: { warn: () => {} },
      notify: async () => {},
    };
    const payout = await payOut(deps, 0, row.id, 60_00, newKey());
    expect(payout).toMatchObject({ status: 'in_flight', gateway_payout_id: null });
    expect(await earningsOf(t, token)).toMatchObject({ available: 0, in_flight: 60_00 });
    await runSettleJob();
    await runSettleJob();
    expect(await earningsOf(t, token)).toMatchObject({
      available: 0,
      in_flight: 0,
      paid_out: 60_00,
    });
    await expectLedgerBalanced(t);
  });
});

describe('the demo seed', () => {
  it('pays a creator out to the always-paid test account, once per key', async () => {
    const { row, token } = await earningCreator(t, 90_00);
    const ctx = { db: t.db, config: t.config, now: t.clock.now };
    const paid = await withServiceEnv(ctx, (env) =>
      payCreatorOut(env, row.id, 60_00, 'seed-payout-1'),
    );
    expect(paid).toMatchObject({ status: 'paid', amount_cents: 60_00, account_last4: '6789' });
    const again = await withServiceEnv(ctx, (env) =>
      payCreatorOut(env, row.id, 60_00, 'seed-payout-1'),
    );
    expect(again.id).toBe(paid.id);
    expect(await earningsOf(t, token)).toMatchObject({ available: 30_00, paid_out: 60_00 });
    await expectLedgerBalanced(t);
  });
});

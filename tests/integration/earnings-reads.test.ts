/**
 * What a creator reads of its money (docs/product.md#earnings-and-payouts): the figures
 * after a real deal's acceptance, the history (newest first, days from/to, cursor pages,
 * the balance after each movement), the monthly statements, and that only a creator's own
 * session reaches them, with bad input refused and nothing changed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dealMoney } from '@/domain/deals/rules';
import { HOLDER_NAME_MAX } from '@/domain/earnings/rules';
import { payoutAccounts } from '@/server/db/schema/payouts';
import { errorOf } from './helpers/account';
import { creatorCall } from './helpers/creatorAccount';
import { dataOf } from './helpers/catalog';
import { campaignWithDeals, dealApi, dealOf, dealUpTo } from './helpers/deals';
import {
  addPayoutAccount,
  bankToken,
  creditEarnings,
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

const DAY = 24 * 60 * 60 * 1000;
let keys = 0;
const newKey = () => `reads-key-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

describe('a deal accepted', () => {
  it("makes its fee and reimbursement the creator's, named by campaign and brand", async () => {
    const { token, campaign, deals } = await campaignWithDeals(t, { delivery: 'refund' });
    const deal = deals[0]!;
    const ready = await dealUpTo(
      t,
      token,
      deal,
      'ugc_image',
      'refund',
      'content_approved_by_admin',
    );
    dealOf(await dealApi(t, token, 'accept', { id: deal.id, content_id: ready.contents[0]!.id }));
    const { feeCents, reimbursementCents } = dealMoney(campaign.cost_lines);
    expect(await earningsOf(t, deal.creatorToken)).toMatchObject({
      pending: 0,
      available: feeCents + reimbursementCents,
      in_flight: 0,
      paid_out: 0,
      payout_account: null,
      current_payout: null,
    });
    const history = dataOf(await earningsApi(t, deal.creatorToken, 'history'))
      .CreatorEarningsHistory.nodes;
    expect(history.map((movement) => [movement.kind, movement.amount, movement.deal_id])).toEqual([
      ['fee', feeCents, deal.id],
      ['reimbursement', reimbursementCents, deal.id],
    ]);
    expect(history[0]!.description).toBe(
      `Fee: ${campaign.name} (${(ready.campaign as { brand_name: string }).brand_name})`,
    );
    expect(history[0]!.balance_after).toBe(feeCents + reimbursementCents);
    expect(history[0]!.available_at).toBeNull();
    await expectLedgerBalanced(t);
  });
});

describe('the history', () => {
  it('pages newest first, by days, with the balance after each movement', async () => {
    const { row, token } = await earningCreator(t, 0);
    const start = t.clock.now();
    for (const cents of [10_00, 20_00, 30_00]) {
      await creditEarnings(t, row.id, cents);
      t.clock.advance(DAY);
    }
    const all = dataOf(await earningsApi(t, token, 'history')).CreatorEarningsHistory;
    expect(all.nodes.map((movement) => [movement.amount, movement.balance_after])).toEqual([
      [30_00, 60_00],
      [20_00, 30_00],
      [10_00, 10_00],
    ]);
    const first = dataOf(
      await earningsApi(t, token, 'history', { first: 2 }),
    ).CreatorEarningsHistory;
    expect(first.nodes.map((movement) => movement.amount)).toEqual([30_00, 20_00]);
    expect(first.page_info.has_next_page).toBe(true);
    const next = dataOf(
      await earningsApi(t, token, 'history', { first: 2, after: first.page_info.end_cursor }),
    ).CreatorEarningsHistory;
    expect(next.nodes.map((movement) => movement.amount)).toEqual([10_00]);
    expect(next.page_info.has_next_page).toBe(false);
    const day = (offset: number) =>
      new Date(start.getTime() + offset * DAY).toISOString().slice(0, 10);
    const middle = dataOf(
      await earningsApi(t, token, 'history', { from: day(1), to: day(1) }),
    ).CreatorEarningsHistory;
    expect(middle.nodes.map((movement) => movement.amount)).toEqual([20_00]);
    const fromSecond = dataOf(
      await earningsApi(t, token, 'history', { from: day(1) }),
    ).CreatorEarningsHistory;
    expect(fromSecond.nodes.map((movement) => movement.amount)).toEqual([30_00, 20_00]);
  });

  it('refuses bad days, a bad cursor and a bad page size', async () => {
    const { token } = await earningCreator(t, 10_00);
    const codeOf = async (variables: Record<string, unknown>) =>
      errorOf(await earningsApi(t, token, 'history', variables)).extensions?.code;
    expect(await codeOf({ from: '2026-02-30' })).toBe('BAD_USER_INPUT');
    expect(await codeOf({ from: '2026-03-02', to: '2026-03-01' })).toBe('BAD_USER_INPUT');
    expect(await codeOf({ to: 'yesterday\u0000' })).toBe('BAD_USER_INPUT');
    expect(await codeOf({ after: 'not-a-cursor' })).toBe('BAD_USER_INPUT');
    expect(await codeOf({ first: 0 })).toBe('BAD_USER_INPUT');
    expect(await codeOf({ first: 101 })).toBe('BAD_USER_INPUT');
  });
});

describe('the statements', () => {
  it('sum each month: opening, earned, paid out, returned, closing', async () => {
    const { row, token } = await earningCreator(t, 0);
    await creditEarnings(t, row.id, 100_00);
    await addPayoutAccount(t, token, TEST_BANK.failsNow);
    dataOf(
      await earningsApi(t, token, 'request', { amount_cents: 40_00, idempotency_key: newKey() }),
    );
    await addPayoutAccount(t, token, TEST_BANK.paid);
    dataOf(
      await earningsApi(t, token, 'request', { amount_cents: 30_00, idempotency_key: newKey() }),
    );
    const month = t.clock.now().toISOString().slice(0, 7);
    expect(dataOf(await earningsApi(t, token, 'statements')).CreatorEarningsStatements).toEqual([
      {
        month,
        opening_balance: 0,
        earned: 100_00,
        paid_out: 70_00,
        returned: 40_00,
        closing_balance: 70_00,
      },
    ]);
    // A month later with nothing new: no line for it; new money opens on the last closing.
    t.clock.advance(32 * DAY);
    await creditEarnings(t, row.id, 5_00);
    const [latest, earlier] = dataOf(
      await earningsApi(t, token, 'statements'),
    ).CreatorEarningsStatements;
    expect(earlier!.month).toBe(month);
    expect(latest).toMatchObject({ opening_balance: 70_00, earned: 5_00, closing_balance: 75_00 });
    expect((await earningsOf(t, token)).available).toBe(75_00);
  });
});

describe('whose money', () => {
  it("shows a creator only its own, and refuses a company's session", async () => {
    const owner = await earningCreator(t, 50_00);
    await addPayoutAccount(t, owner.token, TEST_BANK.paid);
    dataOf(
      await earningsApi(t, owner.token, 'request', {
        amount_cents: 20_00,
        idempotency_key: newKey(),
      }),
    );
    const other = await earningCreator(t, 0, 9);
    expect(await earningsOf(t, other.token)).toMatchObject({
      available: 0,
      paid_out: 0,
      payout_account: null,
    });
    expect(dataOf(await earningsApi(t, other.token, 'payouts')).CreatorPayouts.nodes).toEqual([]);
    expect(
      dataOf(await earningsApi(t, other.token, 'history')).CreatorEarningsHistory.nodes,
    ).toEqual([]);
    expect(
      dataOf(await earningsApi(t, other.token, 'statements')).CreatorEarningsStatements,
    ).toEqual([]);
    // The other creator's delete removes nothing of the owner's.
    dataOf(await earningsApi(t, other.token, 'deleteAccount'));
    expect((await earningsOf(t, owner.token)).payout_account).not.toBeNull();

    const company = await t.createCompany();
    const companyToken = await t.createSession(company.id);
    for (const op of ['earnings', 'history', 'payouts', 'statements', 'deleteAccount'] as const) {
      expect(errorOf(await earningsApi(t, companyToken, op)).extensions?.code).toBe('FORBIDDEN');
    }
    const request = await earningsApi(t, companyToken, 'request', {
      amount_cents: 20_00,
      idempotency_key: newKey(),
    });
    expect(errorOf(request).extensions?.code).toBe('FORBIDDEN');
    const add = await earningsApi(t, companyToken, 'addAccount', {
      holder_name: 'Acme',
      token: await bankToken(t, TEST_BANK.paid),
    });
    expect(errorOf(add).extensions?.code).toBe('FORBIDDEN');
    expect((await earningsOf(t, owner.token)).available).toBe(30_00);
  });
});

describe('bad input', () => {
  it('refuses a bad holder name or token, and changes nothing', async () => {
    const { token } = await earningCreator(t, 50_00);
    const add = (holder_name: unknown, bank: unknown) =>
      earningsApi(t, token, 'addAccount', { holder_name, token: bank });
    const good = await bankToken(t, TEST_BANK.paid);
    expect(errorOf(await add('Ana\u0000', good)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await add('a'.repeat(HOLDER_NAME_MAX + 1), good)).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorOf(await add('   ', good)).extensions?.code).toBe('BAD_USER_INPUT');
    // A wrong type is refused by GraphQL before any resolver runs.
    const wrongType = await add(42, good);
    expect(wrongType.body.data ?? null).toBeNull();
    expect(errorOf(wrongType).message).toContain('String cannot represent a non string value');
    const invalid = errorOf(await add('Ana', 'btok_unknown'));
    expect(invalid.extensions?.code).toBe('PAYOUT_ACCOUNT_INVALID');
    expect(invalid.message).toBe('This bank account could not be added: enter its numbers again');
    expect((await earningsOf(t, token)).payout_account).toBeNull();
    // The good token was not spent by the refusals: it still adds the account, once.
    const added = dataOf(await add('a'.repeat(HOLDER_NAME_MAX), good)).CreatorPayoutAccountAdd;
    expect(added).toMatchObject({ last4: '6789', bank_name: 'STRIPE TEST BANK' });
    expect(errorOf(await add('Ana', good)).extensions?.code).toBe('PAYOUT_ACCOUNT_INVALID');
  });

  it('refuses bad amounts and keys, and changes nothing', async () => {
    const { token } = await earningCreator(t, 50_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    const refusal = async (amount: unknown, key: unknown = newKey()) =>
      errorOf(
        await earningsApi(t, token, 'request', { amount_cents: amount, idempotency_key: key }),
      );
    const codeOf = async (amount: unknown, key?: unknown) =>
      (await refusal(amount, key)).extensions?.code;
    expect(await codeOf(0)).toBe('BAD_USER_INPUT');
    expect(await codeOf(-20_00)).toBe('BAD_USER_INPUT');
    // Past 32 bits, text and fractions are no Int: GraphQL refuses them before the resolver.
    expect((await refusal(2 ** 31)).message).toContain('Int cannot represent non 32-bit');
    expect((await refusal('2000')).message).toContain('Int cannot represent non-integer value');
    expect((await refusal(20.5)).message).toContain('Int cannot represent non-integer value');
    expect(await codeOf(20_00, 'short')).toBe('BAD_USER_INPUT');
    expect(await codeOf(20_00, 'key-with-nul\u0000-byte')).toBe('BAD_USER_INPUT');
    expect(await codeOf(20_00, 'x'.repeat(65))).toBe('BAD_USER_INPUT');
    expect(await codeOf(20_00, 'server:deal-1-payout')).toBe('BAD_USER_INPUT');
    expect(await earningsOf(t, token)).toMatchObject({ available: 50_00, in_flight: 0 });
  });

  it('replaces an account with a new one, and deleting leaves none', async () => {
    const { token } = await earningCreator(t, 50_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    await addPayoutAccount(t, token, TEST_BANK.settlesLater);
    expect((await earningsOf(t, token)).payout_account).toMatchObject({ last4: '2227' });
    const deleted = dataOf(await earningsApi(t, token, 'deleteAccount')).CreatorPayoutAccountDelete;
    expect(deleted).toEqual({ status: 'success', message: 'Bank account removed' });
    expect((await earningsOf(t, token)).payout_account).toBeNull();
    const refused = await earningsApi(t, token, 'request', {
      amount_cents: 20_00,
      idempotency_key: newKey(),
    });
    expect(errorOf(refused).extensions?.code).toBe('PAYOUT_NO_ACCOUNT');
  });
});

describe('deleting the account', () => {
  it('is refused while earned money has not reached the bank, and takes the bank account', async () => {
    const { row, token } = await earningCreator(t, 30_00);
    await addPayoutAccount(t, token, TEST_BANK.settlesLater);
    const refused = errorOf(await creatorCall(t, 'delete', {}, { token }));
    expect(refused).toMatchObject({
      message:
        'Your account cannot be deleted yet: you have $30 not yet paid out to your bank: ask ' +
        'for a payout, or wait for the one on its way, then delete the account.',
      extensions: { code: 'DELETION_REFUSED' },
    });
    dataOf(
      await earningsApi(t, token, 'request', { amount_cents: 30_00, idempotency_key: newKey() }),
    );
    // In flight is not at the bank yet either.
    expect(errorOf(await creatorCall(t, 'delete', {}, { token })).extensions?.code).toBe(
      'DELETION_REFUSED',
    );
    t.clock.advance(16 * 60 * 1000);
    await t.server.jobs.runDue();
    expect((await earningsOf(t, token)).paid_out).toBe(30_00);
    const deleted = dataOf(await creatorCall(t, 'delete', {}, { token })).CreatorDelete;
    expect(deleted?.status).toBe('success');
    const kept = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.creator_id, row.id));
    expect(kept).toEqual([]);
  });
});

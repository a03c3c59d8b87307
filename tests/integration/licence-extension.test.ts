/**
 * Content rights in the listing and their extension (docs/product.md#licences): each
 * accepted content shows its newest licence; the listing filters content usable in ads now
 * and content whose rights end within 30 days; ContentRightsExtend buys another period,
 * priced to the cent, paid once however many requests race, the creator credited; nobody
 * else's licence is reachable.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidAdsEnd } from '@/domain/campaigns/rights';
import { contentLicences } from '@/server/db/schema/licences';
import { cards, invoices } from '@/server/db/schema/billing';
import { sandboxGatewayCharges } from '@/server/db/schema/sandboxGateway';
import { ledgerTransactions, paymentAttempts } from '@/server/db/schema/wallet';
import { storedCustomerId } from '@/server/services/billing/customers';
import { errorOf } from './helpers/account';
import { accountSums, campaignCompany } from './helpers/campaigns';
import { dataOf } from './helpers/catalog';
import { earningsApi } from './helpers/earnings';
import { postGraphql } from './helpers/http';
import { licenceApi } from './helpers/licences';
import { addMember, otherRoleTokens } from './helpers/teams';
import { serverForFile } from './helpers/testServer';
import { credit, expectConsistentLedger } from './helpers/wallet';

const t = serverForFile();

const DAY = 24 * 60 * 60_000;

const { contents, listed, extend, acceptedContent } = licenceApi(t);

const ids = (nodes: Array<{ id: string }>) => nodes.map((node) => node.id).sort();

describe('the listing shows rights and filters on them', () => {
  it('gives each accepted content its newest licence, and filters by time', async () => {
    const paid = await acceptedContent('paid_ads_3m');
    const startsAt = new Date(paid.licence.starts_at);
    expect(paid.licence).toEqual({
      id: expect.any(String),
      usage_rights: 'paid_ads_3m',
      starts_at: startsAt.toISOString(),
      paid_ads_ends_at: paidAdsEnd(startsAt, 'paid_ads_3m')!.toISOString(),
      // Its campaign was paid from the wallet: so is an extension.
      extension_payment: 'WALLET',
    });
    const token = paid.token;
    // The summary is the company's: the creator's view of the deal has none.
    const creatorView = await postGraphql<{
      CreatorDeal: { contents: Array<{ id: string; licence: unknown }> };
    }>(
      `${t.url}/v1/j`,
      'query D($id: ID!) { CreatorDeal(id: $id) { contents { id licence { id } } } }',
      { token: paid.deal.creatorToken, variables: { id: paid.deal.id } },
    );
    expect(dataOf(creatorView).CreatorDeal.contents).toEqual([
      { id: paid.contentId, licence: null },
    ]);
    expect(ids(await listed(token, { rights: ['usable_in_ads'] }))).toEqual([paid.contentId]);
    // Three months ahead: not within 30 days yet.
    expect(await listed(token, { rights: ['expiring_soon'] })).toEqual([]);

    const end = Date.parse(paid.licence.paid_ads_ends_at!);
    t.clock.advance(end - 30 * DAY - t.clock.now().getTime());
    expect(ids(await listed(token, { rights: ['expiring_soon'] }))).toEqual([paid.contentId]);
    expect(ids(await listed(token, { rights: ['expiring_soon', 'usable_in_ads'] }))).toEqual([
      paid.contentId,
    ]);
    // Ended: neither usable in ads nor expiring; the card still shows the licence.
    t.clock.advance(end + 1 - t.clock.now().getTime());
    expect(await listed(token, { rights: ['usable_in_ads'] })).toEqual([]);
    expect(await listed(token, { rights: ['expiring_soon'] })).toEqual([]);
    expect((await listed(token))[0]!.licence!.paid_ads_ends_at).toBe(paid.licence.paid_ads_ends_at);
  });

  it('organic content is never usable in ads; perpetual always is and never expires', async () => {
    const organic = await acceptedContent('organic');
    expect(organic.licence.usage_rights).toBe('organic');
    expect(await listed(organic.token, { rights: ['usable_in_ads'] })).toEqual([]);
    const perpetual = await acceptedContent('perpetual');
    expect(perpetual.licence.paid_ads_ends_at).toBeNull();
    expect(ids(await listed(perpetual.token, { rights: ['usable_in_ads'] }))).toEqual([
      perpetual.contentId,
    ]);
    expect(await listed(perpetual.token, { rights: ['expiring_soon'] })).toEqual([]);
    // An unknown filter is refused like any other bad choice.
    expect(errorOf(await contents(perpetual.token, { rights: ['soon'] })).message).toBeTruthy();
  });
});

describe('extending period rights', () => {
  it('is priced to the cent, credits the creator, and moves the listing on', async () => {
    const paid = await acceptedContent('paid_ads_6m');
    const before = await accountSums(t, paid.company.id);
    const creator = paid.deal.creatorToken;
    const earned = async () => {
      const { CreatorEarnings } = dataOf(await earningsApi(t, creator, 'earnings'));
      return CreatorEarnings.pending + CreatorEarnings.available;
    };
    const earnedBefore = await earned();
    const extended = dataOf(await extend(paid.token, paid.licence.id)).ContentRightsExtend;
    const oldEnd = new Date(paid.licence.paid_ads_ends_at!);
    expect(extended).toEqual({
      id: expect.any(String),
      usage_rights: 'paid_ads_6m',
      // Still running: the new period starts where the old one ends.
      starts_at: oldEnd.toISOString(),
      paid_ads_ends_at: paidAdsEnd(oldEnd, 'paid_ads_6m')!.toISOString(),
      extends_licence_id: paid.licence.id,
    });
    const after = await accountSums(t, paid.company.id);
    // $70.00 to the creator, 10% platform fee $7.00, from the wallet (no card fee).
    expect(after.wallet! - before.wallet!).toBe(-77_00);
    expect(after.creator_payouts! - before.creator_payouts!).toBe(70_00);
    expect((after.platform_revenue ?? 0) - (before.platform_revenue ?? 0)).toBe(7_00);
    expect(after.campaign_escrow).toBe(before.campaign_escrow);
    await expectConsistentLedger(t, paid.company.id);
    // The creator's earnings: the right's price, on the deal.
    expect((await earned()) - earnedBefore).toBe(70_00);
    const { nodes } = dataOf(await earningsApi(t, creator, 'history')).CreatorEarningsHistory;
    expect(nodes[0]).toMatchObject({ amount: 70_00, deal_id: paid.deal.id });
    // The invoice: the right and the platform fee.
    const [payment] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotency_key, `licence-${paid.licence.id}-extension`));
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.transaction_id, payment!.id));
    expect(invoice!.total_cents).toBe(77_00);
    const [node] = await listed(paid.token);
    expect(node!.licence).toMatchObject({
      id: extended.id,
      paid_ads_ends_at: extended.paid_ads_ends_at,
    });
  });

  it('is charged to the card that paid the campaign, with the card fee', async () => {
    const owner = await campaignCompany(t, { productCount: 1 });
    await credit(t, owner.company.id, 100_000_00);
    const paid = await acceptedContent('paid_ads_12m', { owner, byCard: owner.cardId! });
    expect(paid.licence.extension_payment).toBe('CARD');
    const before = await accountSums(t, paid.company.id);
    dataOf(await extend(paid.token, paid.licence.id));
    const after = await accountSums(t, paid.company.id);
    // $120.00 + 10% = $132.00; 4% of it $5.28: $137.28 charged, none from the wallet.
    expect(after.wallet).toBe(before.wallet);
    expect(after.card_clearing! - (before.card_clearing ?? 0)).toBe(-137_28);
    expect(after.card_fees! - (before.card_fees ?? 0)).toBe(5_28);
    expect(after.creator_payouts! - before.creator_payouts!).toBe(120_00);
    expect((after.platform_revenue ?? 0) - (before.platform_revenue ?? 0)).toBe(12_00);
    await expectConsistentLedger(t, paid.company.id);
  });

  it('charges afresh after a declined card: the refusal does not stick to the licence', async () => {
    const owner = await campaignCompany(t, { productCount: 1 });
    await credit(t, owner.company.id, 100_000_00);
    const paid = await acceptedContent('paid_ads_6m', { owner, byCard: owner.cardId! });
    // What a declined try leaves: the gateway's failed charge under the payment's key (it
    // answers that key's first result for ever) and the company's failed attempt.
    const key = `licence-${paid.licence.id}-extension`;
    const [card] = await t.db
      .select()
      .from(cards)
      .where(eq(cards.id, Number(owner.cardId)));
    const customerId = await storedCustomerId(t.db, paid.company.id);
    await t.db.insert(sandboxGatewayCharges).values({
      id: `ch_declined_${paid.licence.id}`,
      idempotency_key: `company:${paid.company.id}:${key}`,
      customer_id: customerId!,
      card_id: card!.gateway_card_id,
      amount_cents: 80_08,
      description: 'declined',
      status: 'failed',
      failure_code: 'insufficient_funds',
    });
    await t.db.insert(paymentAttempts).values({
      company_id: paid.company.id,
      idempotency_key: key,
      amount_cents: 80_08,
      card_id: Number(owner.cardId),
      failure_code: 'insufficient_funds',
    });
    const before = await accountSums(t, paid.company.id);
    dataOf(await extend(paid.token, paid.licence.id));
    const after = await accountSums(t, paid.company.id);
    // $70.00 + 10% = $77.00; 4% of it $3.08: $80.08 charged, once.
    expect(after.card_clearing! - (before.card_clearing ?? 0)).toBe(-80_08);
    expect(after.creator_payouts! - before.creator_payouts!).toBe(70_00);
    await expectConsistentLedger(t, paid.company.id);
  });

  it('starts now when the rights had ended', async () => {
    const paid = await acceptedContent('paid_ads_3m');
    t.clock.advance(Date.parse(paid.licence.paid_ads_ends_at!) + DAY - t.clock.now().getTime());
    const asked = t.clock.now().getTime();
    const extended = dataOf(await extend(paid.token, paid.licence.id)).ContentRightsExtend;
    // The server's clock runs on from the moment asked.
    const startsAt = new Date(extended.starts_at);
    expect(startsAt.getTime()).toBeGreaterThanOrEqual(asked);
    expect(startsAt.getTime()).toBeLessThan(asked + 60_000);
    expect(extended.paid_ads_ends_at).toBe(paidAdsEnd(startsAt, 'paid_ads_3m')!.toISOString());
    expect(ids(await listed(paid.token, { rights: ['usable_in_ads'] }))).toEqual([paid.contentId]);
  });

  it('charges once when five requests race, and answers the one extension to all', async () => {
    const paid = await acceptedContent('paid_ads_12m');
    const before = await accountSums(t, paid.company.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => extend(paid.token, paid.licence.id)),
    );
    const extensions = answers.map((answer) => dataOf(answer).ContentRightsExtend.id);
    expect(new Set(extensions).size).toBe(1);
    const after = await accountSums(t, paid.company.id);
    expect(after.wallet! - before.wallet!).toBe(-132_00);
    expect(after.creator_payouts! - before.creator_payouts!).toBe(120_00);
    const rows = await t.db
      .select()
      .from(contentLicences)
      .where(eq(contentLicences.extends_licence_id, Number(paid.licence.id)));
    expect(rows).toHaveLength(1);
    // Asked again later: the same extension, nothing charged.
    expect(dataOf(await extend(paid.token, paid.licence.id)).ContentRightsExtend.id).toBe(
      extensions[0],
    );
    expect(await accountSums(t, paid.company.id)).toEqual(after);
    await expectConsistentLedger(t, paid.company.id);
  });

  it('refuses rights without a period, translated', async () => {
    for (const rights of ['organic', 'perpetual'] as const) {
      const made = await acceptedContent(rights);
      for (const [locale, text] of [
        ['en', 'These rights do not expire'],
        ['es', 'Estos derechos no caducan'],
      ] as const) {
        expect(errorOf(await extend(made.token, made.licence.id, locale))).toMatchObject({
          message: text,
          extensions: { code: 'RIGHTS_DO_NOT_EXPIRE' },
        });
      }
    }
  });

  it("is NOT_FOUND for another company's licence and any bad id; nothing changes", async () => {
    const paid = await acceptedContent('paid_ads_3m');
    const other = await acceptedContent('paid_ads_3m');
    const before = await accountSums(t, other.company.id);
    for (const id of [paid.licence.id, '0', 'abc', '1'.repeat(120), 'a\u0000b', '99999999999']) {
      expect(errorOf(await extend(other.token, id))).toMatchObject({
        message: 'Licence not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await accountSums(t, other.company.id)).toEqual(before);
    const rows = await t.db
      .select()
      .from(contentLicences)
      .where(eq(contentLicences.extends_licence_id, Number(paid.licence.id)));
    expect(rows).toEqual([]);
  });

  it("is no creator's, operator's or team member's to call (FORBIDDEN)", async () => {
    const paid = await acceptedContent('paid_ads_3m');
    const member = await addMember(t, paid.token, 'rights-member@example.com');
    for (const token of [...(await otherRoleTokens(t)), member.token]) {
      expect(errorOf(await extend(token, paid.licence.id)).extensions).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    const [txs] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotency_key, `licence-${paid.licence.id}-extension`));
    expect(txs).toBeUndefined();
  });
});

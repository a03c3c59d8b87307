/**
 * Content rights in the listing and their extension (docs/product.md#licences): each
 * accepted content shows its newest licence; the listing filters content usable in ads now
 * and content whose rights end within 30 days; ContentRightsExtend buys another period,
 * priced to the cent, paid once however many requests race, the creator credited; nobody
 * else's licence is reachable; the expiry notice is sent once per licence.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paidAdsEnd, RIGHTS_EXPIRY_NOTICE_DAYS } from '@/domain/campaigns/rights';
import type { UsageRights } from '@/domain/campaigns/rights';
import { campaigns } from '@/server/db/schema/campaigns';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { notifications } from '@/server/db/schema/notifications';
import { contentLicences, licenceExpiryNotices } from '@/server/db/schema/licences';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { scheduleLicenceExpiry } from '@/server/jobs/licenceExpiry';
import { errorOf } from './helpers/account';
import { accountSums } from './helpers/campaigns';
import { dataOf } from './helpers/catalog';
import { campaignWithDeals, dealApi, dealUpTo, runJobsAt } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { endClients } from './helpers/mqtt';
import { addMember, otherRoleTokens } from './helpers/teams';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger } from './helpers/wallet';

const t = serverForFile();
afterAll(endClients);

const DAY = 24 * 60 * 60_000;

interface ListedLicence {
  id: string;
  usage_rights: string;
  starts_at: string;
  paid_ads_ends_at: string | null;
}

const contents = (token: string, filter: Record<string, unknown>) =>
  postGraphql<{ Contents: { nodes: Array<{ id: string; licence: ListedLicence | null }> } }>(
    `${t.url}/v1/j`,
    `query Contents($filter: ContentFilter) { Contents(filter: $filter, first: 100) {
      nodes { id licence { id usage_rights starts_at paid_ads_ends_at } } } }`,
    { token, variables: { filter } },
  );
const listed = async (token: string, filter: Record<string, unknown> = {}) =>
  dataOf(await contents(token, filter)).Contents.nodes;

const extend = (token: string, licenceId: unknown, locale?: string) =>
  postGraphql<{
    ContentRightsExtend: {
      id: string;
      usage_rights: string;
      starts_at: string;
      paid_ads_ends_at: string | null;
      extends_licence_id: string | null;
    };
  }>(
    `${t.url}/v1/j`,
    `mutation Extend($licence_id: ID!) { ContentRightsExtend(licence_id: $licence_id) {
      id usage_rights starts_at paid_ads_ends_at extends_licence_id } }`,
    {
      token,
      variables: { licence_id: licenceId },
      headers: locale ? { 'accept-language': locale } : undefined,
    },
  );

async function setRights(campaign: CampaignRow, usage_rights: UsageRights) {
  await t.db.update(campaigns).set({ usage_rights }).where(eq(campaigns.id, campaign.id));
}

/** A company's accepted content under `rights`, and its licence as the listing shows it. */
async function acceptedContent(rights: UsageRights) {
  const made = await campaignWithDeals(t, { type: 'ugc_image' });
  await setRights(made.campaign, rights);
  const deal = made.deals[0]!;
  const shown = await dealUpTo(
    t,
    made.token,
    deal,
    'ugc_image',
    'refund',
    'content_approved_by_admin',
  );
  const content = shown.contents[0]!;
  dataOf(await dealApi(t, made.token, 'accept', { id: deal.id, content_id: content.id }));
  const node = (await listed(made.token)).find((item) => item.id === content.id)!;
  return { ...made, deal, contentId: content.id, licence: node.licence! };
}

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
    });
    const token = paid.token;
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
    const [node] = await listed(paid.token);
    expect(node!.licence).toMatchObject({
      id: extended.id,
      paid_ads_ends_at: extended.paid_ads_ends_at,
    });
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

describe('the expiry notice', () => {
  it('tells the company once per licence ending soon, not for others', async () => {
    const paid = await acceptedContent('paid_ads_3m');
    const owner = { company: paid.company, token: paid.token };
    const extendedOne = await acceptedContent('paid_ads_3m');
    dataOf(await extend(extendedOne.token, extendedOne.licence.id));
    await acceptedContent('organic');
    await acceptedContent('perpetual');
    const end = Date.parse(paid.licence.paid_ads_ends_at!);
    const runAt = end - (RIGHTS_EXPIRY_NOTICE_DAYS - 1) * DAY;
    await scheduleLicenceExpiry(t.db, new Date(runAt), t.clock.now());
    await runJobsAt(t, Math.max(runAt, t.clock.now().getTime()));
    await scheduleLicenceExpiry(t.db, new Date(runAt + DAY), t.clock.now());
    await runJobsAt(t, runAt + DAY + 1);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.company_id, owner.company.id));
    const expiring = told.filter(
      (row) => (row.details as Record<string, string>).event === 'licence_expiring',
    );
    expect(expiring).toHaveLength(1);
    expect(expiring[0]!.details).toMatchObject({
      licence_id: paid.licence.id,
      content_id: paid.contentId,
    });
    expect(expiring[0]!.message).toMatch(/Paid ads rights for .+ end in \d+ days/);
    const marks = await t.db
      .select()
      .from(licenceExpiryNotices)
      .where(eq(licenceExpiryNotices.licence_id, Number(extendedOne.licence.id)));
    expect(marks).toEqual([]);
  });
});

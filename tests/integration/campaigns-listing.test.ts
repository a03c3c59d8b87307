/**
 * The campaign listing (docs/product.md#campaign-statuses): its tabs (a deactivated campaign
 * under Completed), the name search (any case, `%`, `_` and `\` literal, bounded, storable
 * text only), the four orders paged by cursor, the tab counts, each campaign's figures
 * against a hand-built case, and another company seeing none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignStatus } from '@/domain/campaigns/rules';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { rejectCampaign } from '@/server/services/campaigns/review';
import { errorOf } from './helpers/account';
import { accountSums, campaignInput, createArgs, createCampaign } from './helpers/campaigns';
import { createBrand, dataOf, signedInCompany } from './helpers/catalog';
import { acceptedDeal, managedCampaign, manageApi } from './helpers/campaignManagement';
import type { ManageData, ManagedCampaign } from './helpers/campaignManagement';
import { insertCampaignRow } from './helpers/creators';
import { campaignWithDeals, dealApi, dealOf } from './helpers/deals';
import { serverForFile } from './helpers/testServer';
import { moneyEnv } from './helpers/wallet';

const t = serverForFile();

/** The ids of every node of Campaigns for `variables`, read `first` at a time by cursor. */
async function everyPage(token: string, variables: Record<string, unknown>, first: number) {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const response = await manageApi(t, token, 'campaigns', { ...variables, first, after });
    const page: ManageData['campaigns']['Campaigns'] = dataOf(response).Campaigns;
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    ids.push(...page.nodes.map((node) => node.id));
    after = page.page_info.has_next_page ? page.page_info.end_cursor : null;
    pages += 1;
  } while (after);
  return { ids, pages };
}

describe('tabs, orders and counts', () => {
  let token: string;
  const rows: CampaignRow[] = [];
  const base = Date.parse('2026-03-01T10:00:00.000Z');
  // Names whose order is the same in every collation; two twins created at one instant.
  const CAMPAIGNS: Array<[string, CampaignStatus, number]> = [
    ['Alpha launch', 'active', 1],
    ['Bravo launch', 'active', 2],
    ['Bravo launch', 'paused', 2],
    ['Charlie launch', 'completed', 3],
    ['Delta launch', 'deactivated', 4],
    ['Echo launch', 'pending_admin_approval', 5],
    ['Foxtrot launch', 'rejected', 6],
    ['Golf launch', 'active', 7],
  ];

  beforeAll(async () => {
    const signedIn = await signedInCompany(t);
    token = signedIn.token;
    const brand = await createBrand(t, token);
    for (const [name, status, minutes] of CAMPAIGNS) {
      rows.push(
        await insertCampaignRow(t, signedIn.company.id, Number(brand.id), {
          name,
          status,
          created_at: new Date(base + minutes * 60_000),
        }),
      );
    }
  });

  const idsOf = (list: CampaignRow[]) => list.map((row) => String(row.id));
  const byCreation = (a: CampaignRow, b: CampaignRow) =>
    a.created_at.getTime() - b.created_at.getTime() || a.id - b.id;
  const byName = (a: CampaignRow, b: CampaignRow) =>
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;

  it('reads every order a page at a time, ties broken by id, newest first by default', async () => {
    const oldest = [...rows].sort(byCreation);
    const nameAsc = [...rows].sort(byName);
    const expected: Record<string, CampaignRow[]> = {
      newest: [...oldest].reverse(),
      oldest,
      name_asc: nameAsc,
      name_desc: [...nameAsc].reverse(),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const read = await everyPage(token, { sort }, 3);
      expect(read, sort).toEqual({ ids: idsOf(order), pages: 3 });
    }
    expect((await everyPage(token, {}, 8)).ids).toEqual(idsOf(expected.newest!));
  });

  it('lists each tab’s statuses, a deactivated campaign under Completed', async () => {
    const inTab = (statuses: CampaignStatus[]) =>
      idsOf(rows.filter((row) => statuses.includes(row.status as CampaignStatus)).sort(byName));
    const tabs: Record<string, CampaignStatus[]> = {
      active: ['active'],
      paused: ['paused'],
      completed: ['completed', 'deactivated'],
      pending_approval: ['pending_admin_approval'],
      rejected: ['rejected'],
    };
    for (const [tab, statuses] of Object.entries(tabs)) {
      const read = await everyPage(token, { tab, sort: 'name_asc' }, 1);
      expect(read.ids, tab).toEqual(inTab(statuses));
    }
    const deactivated = dataOf(
      await manageApi(t, token, 'campaigns', { status: 'deactivated' }),
    ).Campaigns;
    expect(deactivated.nodes.map((node) => node.name)).toEqual(['Delta launch']);
    expect(deactivated.total_count).toBe(1);
  });

  it('counts every tab in order, zeros included, under the search too', async () => {
    expect(dataOf(await manageApi(t, token, 'tabCounts')).CampaignTabCounts).toEqual([
      { tab: 'active', count: 3 },
      { tab: 'paused', count: 1 },
      { tab: 'completed', count: 2 },
      { tab: 'pending_approval', count: 1 },
      { tab: 'rejected', count: 1 },
    ]);
    const bravo = dataOf(await manageApi(t, token, 'tabCounts', { search: 'BRAVO' }));
    expect(bravo.CampaignTabCounts.map(({ count }) => count)).toEqual([1, 1, 0, 0, 0]);
  });

  it('refuses a status with a tab, and a cursor of another order', async () => {
    const both = errorOf(
      await manageApi(t, token, 'campaigns', { status: 'active', tab: 'active' }),
    );
    expect(both.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { tab: 'Choose a status or a tab, not both' },
    });
    const bothEs = errorOf(
      await manageApi(t, token, 'campaigns', { status: 'paused', tab: 'active' }, 'es'),
    );
    expect(bothEs.extensions?.fields).toEqual({ tab: 'Elige un estado o una pestaña, no ambos' });

    const first = dataOf(await manageApi(t, token, 'campaigns', { sort: 'name_asc', first: 2 }));
    const cursor = first.Campaigns.page_info.end_cursor;
    const other = errorOf(
      await manageApi(t, token, 'campaigns', { sort: 'newest', first: 2, after: cursor }),
    );
    expect(other.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys(other.extensions?.fields ?? {})).toEqual(['after']);
  });

  it('shows another company none of it', async () => {
    const other = await signedInCompany(t);
    const listed = dataOf(await manageApi(t, other.token, 'campaigns', { tab: 'active' }));
    expect(listed.Campaigns).toMatchObject({ nodes: [], total_count: 0 });
    expect(dataOf(await manageApi(t, other.token, 'campaigns')).Campaigns.total_count).toBe(0);
    const counts = dataOf(await manageApi(t, other.token, 'tabCounts')).CampaignTabCounts;
    expect(counts.map(({ count }) => count)).toEqual([0, 0, 0, 0, 0]);
    const foreign = errorOf(
      await manageApi(t, other.token, 'campaign', { id: String(rows[0]!.id) }),
    );
    expect(foreign.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('search', () => {
  let token: string;
  const NAMES = [
    'Summer SALE',
    'summer sale two',
    'Sale 100% off',
    'Sale 100 off',
    'big_deal',
    'bigXdeal',
    'back\\slash',
    'backslash',
  ];

  beforeAll(async () => {
    const signedIn = await signedInCompany(t);
    token = signedIn.token;
    const brand = await createBrand(t, token);
    for (const name of NAMES) {
      await insertCampaignRow(t, signedIn.company.id, Number(brand.id), { name });
    }
  });

  const found = async (search: string) =>
    dataOf(await manageApi(t, token, 'campaigns', { search, sort: 'name_asc', first: 20 }))
      .Campaigns;

  it('matches part of the name in any case, trimmed', async () => {
    const sale = await found('  sALe ');
    expect(sale.total_count).toBe(4);
    expect(new Set(sale.nodes.map((node) => node.name))).toEqual(
      new Set(['Summer SALE', 'summer sale two', 'Sale 100% off', 'Sale 100 off']),
    );
    expect((await found('SUMMER')).nodes.map((node) => node.name).sort()).toEqual([
      'Summer SALE',
      'summer sale two',
    ]);
    expect((await found('   ')).total_count).toBe(NAMES.length);
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await found('100%')).nodes.map((node) => node.name)).toEqual(['Sale 100% off']);
    expect((await found('g_d')).nodes.map((node) => node.name)).toEqual(['big_deal']);
    expect((await found('\\')).nodes.map((node) => node.name)).toEqual(['back\\slash']);
    expect((await found('%')).total_count).toBe(1);
  });

  it('refuses a search over 100 characters or with a NUL, in the listing and the counts', async () => {
    expect((await found('x'.repeat(100))).total_count).toBe(0);
    for (const op of ['campaigns', 'tabCounts'] as const) {
      const long = errorOf(await manageApi(t, token, op, { search: 'x'.repeat(101) }));
      expect(long.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { search: 'Search with at most 100 characters' },
      });
      const nul = errorOf(await manageApi(t, token, op, { search: 'sale\u0000' }));
      expect(nul.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { search: 'This contains characters that cannot be saved: please remove them' },
      });
    }
  });
});

describe('figures', () => {
  it('counts accepted content and follows the money of an accepted deal and a cancelled one', async () => {
    // 3 basic UGC image deals, refund delivery of a $19.99 product with $3.33 of taxes and
    // shipping: $30 fee + $23.32 reimbursement = $53.32 a deal; subtotal $159.96, platform
    // fee $16.00 (15.996 half up): $175.96 from the wallet.
    const { token, company, campaign, deals } = await campaignWithDeals(t, {
      picks: 2,
      numberOfDeals: 3,
    });
    expect(campaign.total_cents).toBe(175_96);
    const [accepted, canceled] = deals;
    await acceptedDeal(t, token, accepted!);
    dealOf(await dealApi(t, token, 'cancel', { id: canceled!.id, reason: 'Plans have changed' }));

    const expected = {
      status: 'active',
      content_accepted: 1,
      content_expected: 3,
      spent: 23_32 + 30_00, // the reimbursement and the fee of the accepted deal
      refunded: 53_32, // the cancelled deal's fee and reimbursement
      in_escrow: 175_96 - 53_32 - 53_32,
      actions: ['pause', 'deactivate', 'duplicate'],
    };
    const listed = dataOf(await manageApi(t, token, 'campaigns', { tab: 'active' })).Campaigns;
    expect(listed.nodes).toHaveLength(1);
    expect(listed.nodes[0]).toMatchObject(expected);
    expect(await managedCampaign(t, token, campaign.id)).toMatchObject(expected);
    expect(await accountSums(t, company.id)).toMatchObject({
      campaign_escrow: expected.in_escrow,
      creator_payouts: expected.spent,
    });

    // A rejected campaign: its whole payment back, nothing spent, nothing left in escrow.
    const brandId = String(campaign.brand_id);
    const products = (await managedCampaign(t, token, campaign.id)).products as Array<{
      id: string;
    }>;
    const input = campaignInput(brandId, [products[0]!.id], { name: 'Rejected one' });
    const created = await createCampaign(t, token, createArgs(input));
    await rejectCampaign(moneyEnv(t), created.id, 'The brief asks for claims');
    const rejected: ManagedCampaign = await managedCampaign(t, token, created.id);
    expect(rejected).toMatchObject({
      status: 'rejected',
      spent: 0,
      in_escrow: 0,
      refunded: created.total,
      content_accepted: 0,
      actions: ['duplicate'],
    });
    // Its status changed when it was reviewed.
    expect(rejected.status_changed_at).toBe(rejected.reviewed_at);
    expect(rejected.reviewed_at).not.toBeNull();
  });
});

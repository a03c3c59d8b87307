/**
 * TheDeals and ContentListing's reads: Deals (last updated first, cursor pages, filters by
 * campaign, statuses, deliveries and creator name, counts per status), CreatorDeals and
 * Contents (newest first, by campaign, brand and status), each scoped to the caller, in a
 * fixed number of statements, and each order and filter read through its index.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '@/domain/content/rules';
import { DEAL_STATUSES, availableDealActions, dealDelivery } from '@/domain/deals/rules';
import type { DealStatus } from '@/domain/deals/rules';
import { campaignProducts } from '@/server/db/schema/campaigns';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import type { CreatorRow } from '@/server/db/schema/creators';
import { contents, dealEvents } from '@/server/db/schema/deals';
import type { ContentRow, DealRow } from '@/server/db/schema/deals';
import { analyzeChangedTables } from '@/server/db/statistics';
import { errorOf } from './helpers/account';
import { createBrand, createProduct, dataOf } from './helpers/catalog';
import {
  companyWithCampaign,
  creatorSession,
  insertCampaignRow,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { dealListApi, insertContent, insertDeals } from './helpers/dealRows';
import type { ApiDeal, DealListData } from './helpers/dealRows';
import { pngBytes } from './helpers/images';
import { statementsOf } from './helpers/statements';
import type { Statement } from './helpers/statements';
import { serverForFile, usesPostgres } from './helpers/testServer';

const t = serverForFile();

const MINUTE = 60_000;
const BASE = Date.parse('2026-03-01T12:00:00.000Z');

/** A company with two campaigns and 25 deals in every status, and another company's deals. */
interface World {
  token: string;
  companyId: number;
  brandId: number;
  summer: CampaignRow;
  winter: CampaignRow;
  creators: CreatorRow[];
  deals: DealRow[];
  theirs: Awaited<ReturnType<typeof companyWithCampaign>>;
  theirDeals: DealRow[];
}
let w: World;

/** Expected order of the lists: last updated first, ties by id. */
const lastUpdatedFirst = (a: DealRow, b: DealRow) =>
  b.updated_at.getTime() - a.updated_at.getTime() || b.id - a.id;

beforeAll(async () => {
  const mine = await companyWithCampaign(t, { name: 'Summer glow', number_of_deals: 20 });
  const winter = await insertCampaignRow(t, mine.company.id, mine.brandId, {
    name: 'Winter glow',
    number_of_deals: 20,
  });
  // Names hold `%` and `_` (variedCreators), and repeat first names in every case.
  const creators = await insertCreators(t, variedCreators(30, 7));
  // Every status, and updated_at in five instants only: ties everywhere.
  const shape = (offset: number) => (i: number) => ({
    status: DEAL_STATUSES[(i + offset) % DEAL_STATUSES.length]!,
    updated_at: new Date(BASE + ((i + offset) % 5) * MINUTE),
  });
  const summerDeals = await insertDeals(
    t,
    mine.campaign,
    creators.slice(0, 15).map((c) => c.id),
    shape(0),
  );
  const winterDeals = await insertDeals(
    t,
    winter,
    creators.slice(15, 25).map((c) => c.id),
    shape(3),
  );
  const theirs = await companyWithCampaign(t, { name: 'Their glow', number_of_deals: 20 });
  const theirDeals = await insertDeals(
    t,
    theirs.campaign,
    creators.slice(0, 6).map((c) => c.id),
    shape(1),
  );
  w = {
    token: mine.token,
    companyId: mine.company.id,
    brandId: mine.brandId,
    summer: mine.campaign,
    winter,
    creators,
    deals: [...summerDeals, ...winterDeals],
    theirs,
    theirDeals,
  };
});

const deals = (variables: Record<string, unknown> = {}, token = w.token, locale?: string) =>
  dealListApi(t, token, 'deals', variables, locale);

const creatorOf = (deal: DealRow) => w.creators.find((c) => c.id === deal.creator_id)!;

/** Every page of Deals for `filter`, `first` at a time, with the totals each page said. */
async function allPages(filter: Record<string, unknown>, first: number) {
  const ids: string[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const response = await dealListApi(t, w.token, 'dealsOnly', { filter, first, after });
    const page: DealListData['dealsOnly']['Deals'] = dataOf(response).Deals;
    ids.push(...page.nodes.map((node) => node.id));
    totals.add(page.total_count);
    if (!page.page_info.has_next_page) return { ids, totals };
    after = page.page_info.end_cursor;
  }
  throw new Error('more than 100 pages');
}

describe('Deals', () => {
  it('pages every deal of the company once, last updated first, ties by id', async () => {
    const expected = [...w.deals].sort(lastUpdatedFirst).map((deal) => String(deal.id));
    const { ids, totals } = await allPages({}, 7);
    expect(ids).toEqual(expected);
    expect([...totals]).toEqual([25]);
  });

  it('shows each deal with its creator, campaign, products, delivery and actions', async () => {
    const product = await createProduct(t, w.token, String(w.brandId), { name: 'Glow serum' });
    await t.db.insert(campaignProducts).values({
      campaign_id: w.winter.id,
      product_id: Number(product.id),
      position: 0,
    });
    const { nodes } = dataOf(await deals({ filter: { campaign_id: String(w.winter.id) } })).Deals;
    expect(nodes).toHaveLength(10);
    for (const node of nodes) {
      const row = w.deals.find((deal) => String(deal.id) === node.id)!;
      expect(node).toMatchObject({
        status: row.status,
        delivery: dealDelivery(row.status as DealStatus),
        campaign_id: String(w.winter.id),
        campaign: { id: String(w.winter.id), name: 'Winter glow', brand_id: String(w.brandId) },
        creator: { id: String(row.creator_id), name: creatorOf(row).name },
        products: [{ id: product.id, name: 'Glow serum', price: product.price }],
        unread_messages: 0,
        last_message_at: null,
        updated_at: row.updated_at.toISOString(),
      });
      const facts = {
        status: row.status as DealStatus,
        delivery_type: w.winter.delivery_type as 'shipping',
        campaign_type: w.winter.type as 'ugc_image',
        has_content: false,
        revisions_used: 0,
        revision_rounds: w.winter.revision_rounds,
      };
      expect(node.actions).toEqual(availableDealActions(facts, 'company'));
    }
  });

  it('filters by campaign, statuses, deliveries and creator name; counts per status', async () => {
    const cases: Array<[Record<string, unknown>, (deal: DealRow) => boolean]> = [
      [{ campaign_id: String(w.summer.id) }, (d) => d.campaign_id === w.summer.id],
      [
        { statuses: ['purchased_sent', 'canceled'] },
        (d) => /^(purchased_sent|canceled)$/.test(d.status),
      ],
      [{ deliveries: ['pending_shipping'] }, (d) => d.status === 'creator_accepted'],
      [{ deliveries: ['delivered'] }, (d) => dealDelivery(d.status as DealStatus) === 'delivered'],
      // Every given part must hold: canceled is not delivered.
      [
        { statuses: ['canceled', 'completed'], deliveries: ['delivered'] },
        (d) => d.status === 'completed',
      ],
      [{ statuses: ['canceled'], deliveries: ['pending_delivery'] }, () => false],
      [{ statuses: [], deliveries: [] }, () => true],
      [{ search: 'ANA' }, (d) => /ana/i.test(creatorOf(d).name)],
      // `%` and `_` match themselves, not any text or any character.
      [{ search: '0% r' }, (d) => creatorOf(d).name.includes('0% r')],
      [{ search: '_' }, (d) => creatorOf(d).name.includes('_')],
      [
        { campaign_id: String(w.winter.id), search: 'a', statuses: ['product_received'] },
        (d) =>
          d.campaign_id === w.winter.id &&
          /a/i.test(creatorOf(d).name) &&
          d.status === 'product_received',
      ],
    ];
    for (const [filter, matches] of cases) {
      const expected = w.deals.filter(matches).sort(lastUpdatedFirst);
      const page = dataOf(await deals({ filter, first: 100 })).Deals;
      const label = JSON.stringify(filter);
      expect(
        page.nodes.map((node) => node.id),
        label,
      ).toEqual(expected.map((d) => String(d.id)));
      expect(page.total_count, label).toBe(expected.length);
      // The counts ignore the statuses and deliveries: the campaign and search only.
      const inScope = w.deals.filter(
        (deal) =>
          (!filter.campaign_id || String(deal.campaign_id) === filter.campaign_id) &&
          (!filter.search ||
            creatorOf(deal).name.toLowerCase().includes(String(filter.search).toLowerCase())),
      );
      expect(page.status_counts, label).toEqual(
        DEAL_STATUSES.map((status) => ({
          status,
          count: inScope.filter((deal) => deal.status === status).length,
        })),
      );
    }
    expect(cases.some(([f]) => f.search === '_')).toBe(true);
    expect(w.creators.some((c) => c.name.includes('%'))).toBe(true);
  });

  it("answers another company's campaign, or an id naming none, with an empty list", async () => {
    for (const campaignId of [String(w.theirs.campaign.id), 'abc', '99999999999']) {
      const page = dataOf(await deals({ filter: { campaign_id: campaignId } })).Deals;
      expect(page).toMatchObject({ nodes: [], total_count: 0 });
      expect(page.status_counts.every((count) => count.count === 0)).toBe(true);
    }
    // And their deals are never in the company's list, nor ours in theirs.
    const theirs = dataOf(await deals({ first: 100 }, w.theirs.token)).Deals;
    expect(theirs.nodes.map((node) => node.id).sort()).toEqual(
      w.theirDeals.map((deal) => String(deal.id)).sort(),
    );
  });

  it('refuses bad filters and pages with translated messages, in English and Spanish', async () => {
    const unstorable = {
      en: 'This contains characters that cannot be saved: please remove them',
      es: 'Contiene caracteres que no se pueden guardar: quítalos, por favor',
    };
    const refusals: Array<[Record<string, unknown>, string, string, 'en' | 'es']> = [
      [
        { filter: { search: 'x'.repeat(61) } },
        'search',
        'Busca con 60 caracteres como máximo',
        'es',
      ],
      [{ filter: { search: 'a\u0000' } }, 'search', unstorable.en, 'en'],
      [{ filter: { campaign_id: '1\u0000' } }, 'campaign_id', unstorable.es, 'es'],
      [
        { filter: { statuses: ['canceled', 'canceled'] } },
        'statuses',
        'Choose from the list',
        'en',
      ],
      [{ first: 0 }, 'first', 'Ask for 1 to 100 items per page', 'en'],
      [{ first: 101 }, 'first', 'Pide entre 1 y 100 elementos por página', 'es'],
      [
        { after: 'not-a-cursor' },
        'after',
        'This page is no longer valid: start again from the first page',
        'en',
      ],
    ];
    for (const [variables, field, message, locale] of refusals) {
      const error = errorOf(await deals(variables, w.token, locale));
      expect(error.extensions, JSON.stringify(variables)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: message },
      });
    }
    // A cursor of Contents is not one of Deals.
    const contentsCursor = Buffer.from(JSON.stringify(['newest', new Date().toISOString(), 1]));
    const error = errorOf(await deals({ after: contentsCursor.toString('base64url') }));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads a page in two statements, three with the counts per status', async () => {
    const filter = { campaign_id: String(w.summer.id), search: 'a' };
    await deals({ filter }); // the session is in memory from here on
    const withCounts = await statementsOf(t.db, async () => dataOf(await deals({ filter })));
    expect(withCounts, JSON.stringify(withCounts, null, 1)).toHaveLength(3);
    const first = dataOf(await dealListApi(t, w.token, 'dealsOnly', { first: 5 })).Deals;
    const next = await statementsOf(t.db, async () => {
      const page = dataOf(
        await dealListApi(t, w.token, 'dealsOnly', {
          first: 5,
          after: first.page_info.end_cursor,
        }),
      ).Deals;
      expect(page).toMatchObject({ total_count: 25, nodes: { length: 5 } });
    });
    expect(next, JSON.stringify(next, null, 1)).toHaveLength(2);
  });

  it("reads the timelines and uploads of a page's deals only when asked, one statement each", async () => {
    const [deal] = w.deals.filter((d) => d.status === 'company_accepts_content');
    await t.db.insert(dealEvents).values([
      {
        company_id: w.companyId,
        deal_id: deal!.id,
        action: 'ship',
        actor: 'company',
        status: 'purchased_sent',
      },
      {
        company_id: w.companyId,
        deal_id: deal!.id,
        action: 'confirm_receipt',
        actor: 'creator',
        status: 'product_received',
      },
    ]);
    const first = await insertContent(t, deal!, { status: 'denied', files: [png(1)] });
    const second = await insertContent(t, deal!, { status: 'bought', round: 2, files: [png(2)] });
    const variables = { filter: { statuses: ['company_accepts_content'] } };
    const statements = await statementsOf(t.db, async () => {
      const { nodes } = dataOf(await dealListApi(t, w.token, 'dealsWithExtras', variables)).Deals;
      const node = nodes.find((n) => n.id === String(deal!.id))!;
      expect(node.events).toMatchObject([{ action: 'ship' }, { action: 'confirm_receipt' }]);
      expect(node.contents.map((c) => c.id)).toEqual(
        [second, first].map((u) => String(u.content.id)),
      );
      for (const other of nodes.filter((n) => n !== node)) {
        expect(other).toMatchObject({ events: [], contents: [] });
      }
    });
    // The page, its products, the timelines and the uploads.
    expect(statements, JSON.stringify(statements, null, 1)).toHaveLength(4);
  });
});

const png = (shade: number) => ({
  bytes: pngBytes(1, 1, [shade, 40, 40]),
  contentType: 'image/png',
});

describe('CreatorDeals', () => {
  it("lists the creator's deals of every company, last updated first, and nobody else's", async () => {
    const creator = w.creators[2]!;
    const token = await creatorSession(t, creator.id);
    const expected = [...w.deals, ...w.theirDeals]
      .filter((deal) => deal.creator_id === creator.id)
      .sort(lastUpdatedFirst);
    expect(expected.length).toBe(2);
    const page = dataOf(await dealListApi(t, token, 'creatorDeals', { first: 1 })).CreatorDeals;
    expect(page).toMatchObject({ total_count: 2, page_info: { has_next_page: true } });
    expect(page.nodes.map((n) => n.id)).toEqual([String(expected[0]!.id)]);
    const next = dataOf(
      await dealListApi(t, token, 'creatorDeals', { after: page.page_info.end_cursor }),
    ).CreatorDeals;
    expect(next.nodes.map((n) => n.id)).toEqual([String(expected[1]!.id)]);
    // The creator's side of each deal: what the creator may do.
    const node: ApiDeal = page.nodes[0]!;
    expect(node.creator).toMatchObject({ id: String(creator.id) });
    expect(page.status_counts.reduce((sum, c) => sum + c.count, 0)).toBe(2);
  });

  it('keeps each role to its own list: FORBIDDEN across', async () => {
    const token = await creatorSession(t, w.creators[0]!.id);
    expect(errorOf(await deals({}, token)).extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await dealListApi(t, w.token, 'creatorDeals')).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await dealListApi(t, token, 'contents')).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('Contents', () => {
  let uploads: ContentRow[];
  let otherBrandCampaign: CampaignRow;

  beforeAll(async () => {
    const brand = await createBrand(t, w.token, { name: 'Other brand' });
    otherBrandCampaign = await insertCampaignRow(t, w.companyId, Number(brand.id), {
      name: 'Autumn glow',
    });
    const [autumnDeal] = await insertDeals(t, otherBrandCampaign, [w.creators[26]!.id]);
    const statuses = ['pending_approval', 'bought', 'denied', 'bought', 'accepted'] as const;
    uploads = [];
    const owners = [...w.deals.slice(0, 4), autumnDeal!];
    for (const [i, status] of statuses.entries()) {
      const { content } = await insertContent(t, owners[i]!, {
        status,
        files: [png(i), png(i + 100)],
        // Two uploads at the same instant: the id breaks the tie.
        created_at: new Date(BASE + Math.min(i, 3) * MINUTE),
      });
      uploads.push(content);
    }
    // Another company's upload.
    await insertContent(t, w.theirDeals[0]!, { status: 'bought', files: [png(7)] });
  });

  const newestFirst = (a: ContentRow, b: ContentRow) =>
    b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;

  /** The company's uploads of this block and of the Deals block before it. */
  const mine = (): Promise<ContentRow[]> =>
    t.db.select().from(contents).where(eq(contents.company_id, w.companyId));

  it('pages the uploads newest first, with their files in order', async () => {
    const all = (await mine()).sort(newestFirst);
    const first = dataOf(await dealListApi(t, w.token, 'contents', { first: 4 })).Contents;
    const next = dataOf(
      await dealListApi(t, w.token, 'contents', { first: 4, after: first.page_info.end_cursor }),
    ).Contents;
    expect([...first.nodes, ...next.nodes].map((n) => n.id)).toEqual(all.map((c) => String(c.id)));
    expect(first.total_count).toBe(all.length);
    const node = first.nodes.find((n) => n.id === String(uploads[4]!.id))!;
    expect(node).toMatchObject({
      status: 'accepted',
      campaign_id: String(otherBrandCampaign.id),
      campaign_name: 'Autumn glow',
      brand_name: 'Other brand',
    });
    expect(node.files).toHaveLength(2);
    expect(node.files[0]!.url).toBe(`/v1/content-files/${node.files[0]!.id}`);
    expect(node.files.map((f) => f.size)).toEqual([png(4).bytes.length, png(104).bytes.length]);
  });

  it("filters by campaign, brand and statuses; another company's ids list nothing", async () => {
    const all = await mine();
    const cases: Array<[Record<string, unknown>, (c: ContentRow) => boolean]> = [
      [{ campaign_id: String(w.summer.id) }, (c) => c.campaign_id === w.summer.id],
      [
        { brand_id: String(otherBrandCampaign.brand_id) },
        (c) => c.brand_id === otherBrandCampaign.brand_id,
      ],
      [{ statuses: ['bought', 'denied'] }, (c) => c.status === 'bought' || c.status === 'denied'],
      [
        { brand_id: String(w.brandId), statuses: ['bought'] },
        (c) => c.brand_id === w.brandId && c.status === 'bought',
      ],
      [{ campaign_id: String(w.theirs.campaign.id) }, () => false],
      [{ brand_id: String(w.theirs.brandId) }, () => false],
      [{ campaign_id: 'x' }, () => false],
    ];
    for (const [filter, matches] of cases) {
      const expected = all
        .filter(matches)
        .sort(newestFirst)
        .map((c) => String(c.id));
      const page = dataOf(
        await dealListApi(t, w.token, 'contents', { filter, first: 100 }),
      ).Contents;
      expect(
        page.nodes.map((n) => n.id),
        JSON.stringify(filter),
      ).toEqual(expected);
      expect(page.total_count).toBe(expected.length);
    }
    const error = errorOf(
      await dealListApi(t, w.token, 'contents', { filter: { brand_id: '\u0000' } }, 'es'),
    );
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys(error.extensions?.fields ?? {})).toEqual(['brand_id']);
  });

  it('reads a page in one statement, the next page too', async () => {
    const statements = await statementsOf(t.db, async () => {
      const page = dataOf(await dealListApi(t, w.token, 'contents', { first: 2 })).Contents;
      await dealListApi(t, w.token, 'contents', { first: 2, after: page.page_info.end_cursor });
    });
    expect(statements, JSON.stringify(statements, null, 1)).toHaveLength(2);
  });
});

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes that produce the page's rows: the plan without its sub- and init-plans. */
function pageNodes(node: PlanNode): PlanNode[] {
  const children = (node.Plans ?? []).filter(
    (child) =>
      child['Parent Relationship'] !== 'InitPlan' && child['Parent Relationship'] !== 'SubPlan',
  );
  return [node, ...children.flatMap(pageNodes)];
}

async function explain({ sql: text, params }: Statement): Promise<PlanNode> {
  const { $client: client } = t.db as unknown as {
    $client: {
      query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
    };
  };
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

describe('2,000 deals and their uploads: each order and filter reads its index', () => {
  let token: string;
  let campaignId: string;

  beforeAll(async () => {
    const big = await companyWithCampaign(t, { number_of_deals: 100 });
    token = big.token;
    campaignId = String(big.campaign.id);
    const creators = await insertCreators(t, variedCreators(100, 11));
    for (let c = 0; c < 20; c += 1) {
      const campaign =
        c === 0 ? big.campaign : await insertCampaignRow(t, big.company.id, big.brandId);
      const rows = await insertDeals(
        t,
        campaign,
        creators.map((creator) => creator.id),
        (i) => ({
          status: DEAL_STATUSES[(i + c) % DEAL_STATUSES.length]!,
          updated_at: new Date(BASE + ((i * 7 + c) % 997) * MINUTE),
        }),
      );
      await t.db.insert(contents).values(
        rows.map((deal, i) => ({
          company_id: deal.company_id,
          deal_id: deal.id,
          campaign_id: deal.campaign_id,
          brand_id: big.brandId,
          creator_id: deal.creator_id,
          kind: 'image',
          status: CONTENT_STATUSES[(i + c) % CONTENT_STATUSES.length]!,
          round: 1,
          created_at: new Date(BASE + ((i * 13 + c) % 991) * MINUTE),
        })),
      );
    }
    if (usesPostgres) await t.db.execute(sql`vacuum analyze deals, contents`);
    else
      expect(await analyzeChangedTables(t.db)).toEqual(
        expect.arrayContaining(['deals', 'contents']),
      );
  });

  const cases: Array<[string, 'dealsOnly' | 'contents', Record<string, unknown>, string]> = [
    ['Deals, every deal', 'dealsOnly', {}, 'deals_company_updated_idx'],
    [
      'Deals, one campaign',
      'dealsOnly',
      { campaign_id: 'CAMPAIGN' },
      'deals_company_campaign_updated_idx',
    ],
    [
      'Deals, one status',
      'dealsOnly',
      { statuses: ['product_received'] },
      'deals_company_status_updated_idx',
    ],
    ['Contents, every upload', 'contents', {}, 'contents_company_newest_idx'],
    [
      'Contents, one campaign',
      'contents',
      { campaign_id: 'CAMPAIGN' },
      'contents_company_campaign_newest_idx',
    ],
    [
      'Contents, one status',
      'contents',
      { statuses: ['bought'] },
      'contents_company_status_newest_idx',
    ],
  ];

  it.each(cases)('%s', async (_name, op, filter, index) => {
    const table = op === 'contents' ? 'contents' : 'deals';
    const variables: Record<string, unknown> = {
      first: 20,
      filter: filter.campaign_id ? { campaign_id: campaignId } : filter,
    };
    for (const which of ['first page', 'next page']) {
      const statements = await statementsOf(t.db, async () => {
        const data = dataOf(await dealListApi(t, token, op, variables));
        const page = 'Deals' in data ? data.Deals : data.Contents;
        expect(page.nodes).toHaveLength(20);
        variables.after = page.page_info.end_cursor;
      });
      const statement = statements.find((s) => s.sql.includes(`from "${table}"`));
      const nodes = pageNodes(await explain(statement!));
      const summary = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Index Name']]));
      expect(
        nodes.some((node) => node['Node Type'] === 'Sort'),
        summary,
      ).toBe(false);
      expect(
        nodes.some((node) => node['Relation Name'] === table && node['Index Name'] === index),
        `${which}: ${summary}`,
      ).toBe(true);
    }
  });
});

/**
 * The dashboard's API (docs/product.md#dashboard) against a data set built through the API
 * with the server's clock: campaigns live, awaiting approval and rejected; deals of a refund
 * campaign at several stages (one accepted in the last minutes of a month that ends on a
 * Sunday, one just after, one waiting for review, one cancelled and refunded, one just
 * started) and of a shipping campaign waiting for tracking numbers. DashboardSummary's
 * figures and attention list, DashboardSpend's weeks around that boundary, weeks out of
 * range refused, and another company seeing only its own zeros.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dealMoney } from '@/domain/deals/rules';
import { AUTO_ACCEPT_HOURS } from '@/domain/deals/rules';
import { AUTO_APPROVAL_HOURS } from '@/domain/campaigns/rules';
import { ATTENTION_PER_KIND } from '@/domain/dashboard/rules';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { rejectCampaign } from '@/server/services/campaigns/review';
import { errorOf } from './helpers/account';
import { campaignCompany, campaignInput, createArgs, createCampaign } from './helpers/campaigns';
import type { ApiCampaign } from './helpers/campaigns';
import { dataOf } from './helpers/catalog';
import { companyWithCampaign, insertCampaignRow } from './helpers/creators';
import { campaignWithDeals, dealApi, dealOf, dealUpTo } from './helpers/deals';
import type { ApiDeal, PickedTestDeal } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { statementsOf } from './helpers/statements';
import { serverForFile } from './helpers/testServer';
import { credit, moneyEnv } from './helpers/wallet';

const t = serverForFile();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SUMMARY = `query DashboardSummary { DashboardSummary {
  active_campaigns paused_campaigns awaiting_approval_campaigns rejected_campaigns
  total_campaigns deal_counts { status count } content_to_review next_auto_accept_at
  deals_to_ship spent_this_month in_escrow wallet_balance
  attention { kind campaign_id campaign_name deal_id creator_name detail since due_at } } }`;
const SPEND = `query DashboardSpend($weeks: Int) {
  DashboardSpend(weeks: $weeks) { week_start spent content_accepted } }`;

interface SpendWeek {
  week_start: string;
  spent: number;
  content_accepted: number;
}

const summaryOf = async (token: string) =>
  dataOf(
    await postGraphql<{ DashboardSummary: Record<string, unknown> }>(`${t.url}/v1/j`, SUMMARY, {
      token,
    }),
  ).DashboardSummary;
const spend = (token: string, weeks?: unknown, locale?: string) =>
  postGraphql<{ DashboardSpend: SpendWeek[] }>(`${t.url}/v1/j`, SPEND, {
    token,
    variables: weeks === undefined ? {} : { weeks },
    headers: locale ? { 'accept-language': locale } : undefined,
  });

/** Moves the server's clock on to `at` (the test clock never goes back). */
function clockTo(at: number) {
  const ahead = at - t.clock.now().getTime();
  expect(ahead).toBeGreaterThan(0);
  t.clock.advance(ahead);
}

/**
 * The first instant of a month whose previous month ends on a Sunday, at least two days
 * from `now`: the boundary of a month and of a week (Monday, UTC) at once.
 */
function mondayFirst(now: Date): number {
  for (let months = 1; ; months += 1) {
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1);
    if (new Date(first).getUTCDay() === 1 && first - now.getTime() > 2 * DAY) return first;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const dateOf = (ms: number) => iso(ms).slice(0, 10);

/** Everything the tests look at, built once (it takes a few dozen API calls). */
interface World {
  token: string;
  boundary: number;
  refund: CampaignRow;
  shipping: CampaignRow;
  dealsOf: { review: ApiDeal; lastMonth: ApiDeal; canceled: ApiDeal; thisMonth: ApiDeal };
  started: PickedTestDeal;
  shipped: PickedTestDeal[];
  pending: ApiCampaign[];
  rejected: ApiCampaign[];
  credited: number;
}
const world = {} as World;

/** The deal accepted by the company after its content passed screening. */
async function accepted(token: string, deal: PickedTestDeal): Promise<ApiDeal> {
  const review = await dealUpTo(t, token, deal, 'ugc_image', 'refund', 'content_approved_by_admin');
  const contentId = review.contents.at(-1)!.id;
  return dealOf(await dealApi(t, token, 'accept', { id: deal.id, content_id: contentId }));
}

beforeAll(async () => {
  const boundary = mondayFirst(t.clock.now());
  const owner = await campaignCompany(t, { productCount: 1 });
  const credited = 100_000_00;
  await credit(t, owner.company.id, credited);
  const { token } = owner;

  // Sunday, the last day of a month, 23:50 UTC.
  clockTo(boundary - 10 * MINUTE);
  const refund = await campaignWithDeals(t, { owner, delivery: 'refund', picks: 5 });
  const shipping = await campaignWithDeals(t, { owner, delivery: 'shipping', picks: 2 });
  const [review, lastMonth, canceled, thisMonth, started] = refund.deals as [
    PickedTestDeal,
    PickedTestDeal,
    PickedTestDeal,
    PickedTestDeal,
    PickedTestDeal,
  ];
  const lastMonthDeal = await accepted(token, lastMonth);
  const canceledDeal = dealOf(
    await dealApi(t, token, 'cancel', { id: canceled.id, reason: 'The brief changed' }),
  );
  expect(t.clock.now().getTime()).toBeLessThan(boundary);

  // Monday the 1st, a minute in.
  clockTo(boundary + MINUTE);
  const thisMonthDeal = await accepted(token, thisMonth);
  const reviewDeal = await dealUpTo(
    t,
    token,
    review,
    'ugc_image',
    'refund',
    'content_approved_by_admin',
  );
  const pending: ApiCampaign[] = [];
  const rejected: ApiCampaign[] = [];
  for (const name of ['Awaiting one', 'Awaiting two', 'Rejected one', 'Rejected two']) {
    t.clock.advance(MINUTE);
    const campaign = await createCampaign(
      t,
      token,
      createArgs(campaignInput(owner.brandId, owner.productIds, { name, number_of_deals: 2 })),
    );
    if (name.startsWith('Rejected')) {
      await rejectCampaign(moneyEnv(t), campaign.id, `${name} promises too much`);
      rejected.push(campaign);
    } else pending.push(campaign);
  }
  Object.assign(world, {
    token,
    boundary,
    refund: refund.campaign,
    shipping: shipping.campaign,
    dealsOf: {
      review: reviewDeal,
      lastMonth: lastMonthDeal,
      canceled: canceledDeal,
      thisMonth: thisMonthDeal,
    },
    started,
    shipped: shipping.deals,
    pending,
    rejected,
    credited,
  } satisfies World);
});

describe('DashboardSummary', () => {
  it('sums up the campaigns, deals and money, and lists what needs attention', async () => {
    const { refund, shipping, dealsOf, pending, rejected } = world;
    expect(dealsOf.lastMonth.status).toBe('completed');
    expect(dealsOf.thisMonth.status).toBe('completed');
    expect(dealsOf.canceled.status).toBe('canceled');
    const { feeCents, reimbursementCents } = dealMoney(refund.cost_lines);
    expect(feeCents).toBeGreaterThan(0);
    expect(reimbursementCents).toBeGreaterThan(0);
    const pendingTotal = pending.reduce((sum, c) => sum + c.total, 0);
    // Out of escrow: three reimbursements (deals that reported their purchase), two fees
    // (accepted content), and the cancelled deal's fee and reimbursement back to the wallet.
    const drawn = 3 * reimbursementCents + 2 * feeCents + (feeCents + reimbursementCents);
    const dueAt = dealsOf.review.auto_accept_at!;

    expect(await summaryOf(world.token)).toEqual({
      active_campaigns: 2,
      paused_campaigns: 0,
      awaiting_approval_campaigns: 2,
      rejected_campaigns: 2,
      total_campaigns: 6,
      deal_counts: [
        { status: 'creator_accepted', count: 3 },
        { status: 'content_approved_by_admin', count: 1 },
        { status: 'completed', count: 2 },
        { status: 'canceled', count: 1 },
      ],
      content_to_review: 1,
      next_auto_accept_at: dueAt,
      // The refund campaign's deal that just started waits for the creator, not a tracking number.
      deals_to_ship: 2,
      // This month: the reimbursements of the deal accepted and the one waiting for review,
      // and the accepted deal's fee; not the deal accepted ten minutes before the month began.
      spent_this_month: 2 * reimbursementCents + feeCents,
      in_escrow: refund.total_cents + shipping.total_cents + pendingTotal - drawn,
      // The rejected campaigns were paid and refunded whole: neither figure shows them.
      wallet_balance:
        world.credited -
        refund.total_cents -
        shipping.total_cents -
        pendingTotal +
        (feeCents + reimbursementCents),
      attention: [
        {
          kind: 'review_content',
          campaign_id: String(refund.id),
          campaign_name: refund.name,
          deal_id: dealsOf.review.id,
          creator_name: (dealsOf.review.creator as { name: string }).name,
          detail: null,
          since: iso(Date.parse(dueAt) - AUTO_ACCEPT_HOURS * HOUR),
          due_at: dueAt,
        },
        // Oldest first: picked in this order.
        ...world.shipped.map((deal) => ({
          kind: 'ship_product',
          campaign_id: String(shipping.id),
          campaign_name: shipping.name,
          deal_id: deal.id,
          creator_name: deal.creator.name,
          detail: null,
          since: expect.any(String),
          due_at: null,
        })),
        // Newest first.
        ...[...rejected].reverse().map((campaign) => ({
          kind: 'campaign_rejected',
          campaign_id: campaign.id,
          campaign_name: campaign.name,
          deal_id: null,
          creator_name: null,
          detail: `${campaign.name} promises too much`,
          since: expect.any(String),
          due_at: null,
        })),
        // Nearest automatic approval first.
        ...pending.map((campaign) => ({
          kind: 'campaign_awaiting_approval',
          campaign_id: campaign.id,
          campaign_name: campaign.name,
          deal_id: null,
          creator_name: null,
          detail: null,
          since: campaign.created_at,
          due_at: campaign.auto_approves_at,
        })),
      ],
    });
  });

  it('reads the summary in two statements and the chart in one', async () => {
    const summary = await statementsOf(t.db, () => summaryOf(world.token));
    expect(summary.map((statement) => statement.sql)).toEqual([
      expect.stringMatching(/^select json_build_object/),
      expect.stringMatching(/"balance_after_cents"/),
    ]);
    expect(await statementsOf(t.db, () => spend(world.token, 52))).toHaveLength(1);
  });

  it('dates each attention item from its status change', async () => {
    const attention = (await summaryOf(world.token)).attention as Array<{
      kind: string;
      since: string;
    }>;
    const shipped = await Promise.all(
      world.shipped.map(async (deal) =>
        dealOf(await dealApi(t, world.token, 'deal', { id: deal.id })),
      ),
    );
    expect(attention.filter((a) => a.kind === 'ship_product').map((a) => a.since)).toEqual(
      shipped.map((deal) => deal.created_at),
    );
    const rejectedAt = attention
      .filter((a) => a.kind === 'campaign_rejected')
      .map((a) => Date.parse(a.since));
    expect(rejectedAt[0]).toBeGreaterThan(rejectedAt[1]!);
    for (const campaign of world.pending) {
      expect(Date.parse(campaign.auto_approves_at!) - Date.parse(campaign.created_at)).toBe(
        AUTO_APPROVAL_HOURS * HOUR,
      );
    }
  });

  it('shows another company only its own zeros', async () => {
    const { token } = await campaignCompany(t, { productCount: 0, card: false });
    expect(await summaryOf(token)).toEqual({
      active_campaigns: 0,
      paused_campaigns: 0,
      awaiting_approval_campaigns: 0,
      rejected_campaigns: 0,
      total_campaigns: 0,
      deal_counts: [],
      content_to_review: 0,
      next_auto_accept_at: null,
      deals_to_ship: 0,
      spent_this_month: 0,
      in_escrow: 0,
      wallet_balance: 0,
      attention: [],
    });
    const weeks = dataOf(await spend(token)).DashboardSpend;
    expect(weeks).toHaveLength(12);
    expect(weeks.every((week) => week.spent === 0 && week.content_accepted === 0)).toBe(true);
  });

  it('lists at most 10 items of a kind, the nearest deadline first', async () => {
    const { company, token, brandId } = await companyWithCampaign(t, { status: 'paused' });
    const submitted = t.clock.now().getTime();
    for (let i = 0; i < ATTENTION_PER_KIND + 2; i += 1) {
      await insertCampaignRow(t, company.id, brandId, {
        name: `Waiting ${i}`,
        status: 'pending_admin_approval',
        created_at: new Date(submitted - ((i * 5) % 12) * HOUR),
      });
    }
    const summary = await summaryOf(token);
    expect(summary).toMatchObject({ paused_campaigns: 1, awaiting_approval_campaigns: 12 });
    const dueAt = (summary.attention as Array<{ due_at: string }>).map((a) => a.due_at);
    expect(dueAt).toHaveLength(ATTENTION_PER_KIND);
    expect(dueAt).toEqual([...dueAt].sort());
    // The two left out are the latest submitted.
    expect(Date.parse(dueAt.at(-1)!)).toBe(submitted - 2 * HOUR + AUTO_APPROVAL_HOURS * HOUR);
  });
});

describe('DashboardSpend', () => {
  it('gives every week from Monday, oldest first, with the spending and content of each', async () => {
    const { boundary } = world;
    const { feeCents, reimbursementCents } = dealMoney(world.refund.cost_lines);
    const weeks = dataOf(await spend(world.token)).DashboardSpend;
    // This week starts on the boundary; the eleven before it are zeros but for the last one.
    expect(weeks.map((week) => week.week_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => dateOf(boundary - (11 - i) * 7 * DAY)),
    );
    expect(weeks.slice(0, 10).every((w) => w.spent === 0 && w.content_accepted === 0)).toBe(true);
    expect(weeks.slice(10)).toEqual([
      {
        week_start: dateOf(boundary - 7 * DAY),
        spent: reimbursementCents + feeCents,
        content_accepted: 1,
      },
      {
        week_start: dateOf(boundary),
        spent: 2 * reimbursementCents + feeCents,
        content_accepted: 1,
      },
    ]);
    expect(dataOf(await spend(world.token, 1)).DashboardSpend).toEqual(weeks.slice(11));
    const year = dataOf(await spend(world.token, 52)).DashboardSpend;
    expect(year).toHaveLength(52);
    expect(year.slice(40)).toEqual(weeks);
  });

  it('refuses weeks out of range with a translated message', async () => {
    for (const [weeks, locale, message] of [
      [0, undefined, 'Choose 1 to 52 weeks'],
      [53, 'es', 'Elige de 1 a 52 semanas'],
    ] as const) {
      const error = errorOf(await spend(world.token, weeks, locale));
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { weeks: message },
      });
    }
  });
});

/**
 * bench:dashboard's company, by bulk SQL inserts (not the API): campaigns of every status
 * priced by the real pricing, deals across every status, their uploads, a ledger that
 * follows them (a top-up, each campaign's payment into escrow, reimbursements and fees paid
 * out, platform fees of completed campaigns, refunds of rejected campaigns, cancelled deals
 * and deactivations) and notifications, spread over the last 16 weeks.
 */
import { campaignPrice, deactivationRefundCents } from '@/domain/campaigns/rules';
import { NO_EXTRA_RIGHTS } from '@/domain/campaigns/rights';
import type { CampaignStatus, CampaignType, DeliveryType } from '@/domain/campaigns/rules';
import { DEAL_STATUSES, dealMoney } from '@/domain/deals/rules';
import type { DealStatus } from '@/domain/deals/rules';
import { issueSession } from '@/server/auth/tokens';
import { campaignProducts, campaigns } from '@/server/db/schema/campaigns';
import { contents, deals } from '@/server/db/schema/deals';
import { notifications } from '@/server/db/schema/notifications';
import { products } from '@/server/db/schema/products';
import type { RunningServer } from '@/server/main';
import { benchCompany, insertInBatches } from './requests';
import { ledgerWriter } from './ledgerRows';
import type { Movement } from './ledgerRows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the seeded activity goes. */
const HISTORY_MS = 16 * 7 * DAY_MS;

/** The campaigns by status at scale 1: 200, mostly active. */
const CAMPAIGN_PLAN: ReadonlyArray<[CampaignStatus, number]> = [
  ['active', 140],
  ['paused', 15],
  ['completed', 20],
  ['deactivated', 5],
  ['pending_admin_approval', 10],
  ['rejected', 10],
];
const LIVE: readonly CampaignStatus[] = ['active', 'paused', 'completed', 'deactivated'];
/** Deals whose content the company accepted: their fee was paid out. */
const PAID: readonly DealStatus[] = [
  'company_accepts_content',
  'creator_waiting_for_publish_date',
  'completed',
  'finished',
];
/** The status of a deal's last upload, for deals that reached the content. */
const LAST_UPLOAD: Partial<Record<DealStatus, string>> = {
  creator_upload_content: 'pending_approval',
  content_approved_by_admin: 'accepted',
  company_accepts_content: 'bought',
  creator_waiting_for_publish_date: 'bought',
  completed: 'bought',
  finished: 'bought',
  canceled: 'denied',
};
const TYPES: readonly CampaignType[] = ['ugc_image', 'ugc_video', 'social_media'];
/** Slots a deactivated campaign never filled (their money went back). */
const UNFILLED = 4;

/** A deterministic spread of `i` over [0, 1): the same data set on each engine. */
const spread = (i: number, salt: number) => ((i * 7919 + salt * 104_729) % 10_007) / 10_007;

export interface SeedSize {
  /** Of CAMPAIGN_PLAN's counts (at least one campaign of each status). */
  scale: number;
  deals: number;
  notifications: number;
}

/**
 * The campaigns to insert: status, type, delivery, price and creation time; each live one
 * has room for its share of `dealCount` and a few slots more.
 */
function campaignPlans(start: number, scale: number, dealCount: number) {
  const statuses = CAMPAIGN_PLAN.flatMap(([status, count]) =>
    Array.from({ length: Math.max(1, Math.round(count * scale)) }, () => status),
  );
  const dealsPerCampaign = Math.ceil(dealCount / statuses.filter((s) => LIVE.includes(s)).length);
  return statuses.map((status, i) => {
    const type = TYPES[i % TYPES.length]!;
    const delivery: DeliveryType = i % 2 === 0 ? 'shipping' : 'refund';
    const price = campaignPrice({
      type,
      deals: dealsPerCampaign + UNFILLED,
      tier: 'basic',
      videoDuration: type === 'ugc_video' ? 30 : null,
      delivery,
      productPricesCents: [19_99],
      compensationCents: delivery === 'refund' ? 3_00 : 0,
      method: 'WALLET',
      ...NO_EXTRA_RIGHTS,
    });
    return {
      status,
      type,
      delivery,
      price,
      createdAt: new Date(start + (spread(i, 1) * HISTORY_MS) / 2),
    };
  });
}
type CampaignPlan = ReturnType<typeof campaignPlans>[number];

/** The deals: every status alike over the live campaigns, each campaign's creators distinct. */
function dealPlans(plans: CampaignPlan[], count: number, creatorIds: number[]) {
  const live = plans.flatMap((plan, i) => (LIVE.includes(plan.status) ? [i] : []));
  return Array.from({ length: count }, (_, i) => {
    const campaign = live[i % live.length]!;
    const createdAt = plans[campaign]!.createdAt.getTime() + spread(i, 2) * 0.4 * HISTORY_MS;
    return {
      campaign,
      creatorId: creatorIds[Math.floor(i / live.length) % creatorIds.length]!,
      status: DEAL_STATUSES[i % DEAL_STATUSES.length]!,
      createdAt: new Date(createdAt),
      changedAt: new Date(createdAt + spread(i, 3) * 0.1 * HISTORY_MS),
    };
  });
}
type DealPlan = ReturnType<typeof dealPlans>[number];

/** What left each campaign's escrow: by campaign (rejection, fee, deactivation) and by deal. */
function draws(
  plans: CampaignPlan[],
  campaignIds: number[],
  paymentIds: number[],
  dealRows: Array<{ plan: DealPlan; id: number }>,
): Movement[] {
  const movements: Movement[] = [];
  const draw = (
    kind: Movement['kind'],
    campaign: number,
    amountCents: number,
    createdAt: Date,
    to: 'wallet' | 'creator_payouts' | 'platform_revenue',
    dealId?: number,
    creatorId?: number,
  ) => {
    if (amountCents <= 0) return;
    movements.push({
      kind,
      amountCents,
      createdAt,
      ...(creatorId === undefined ? {} : { creatorId }),
      refundOf: paymentIds[campaign]!,
      purpose: { campaign_id: campaignIds[campaign]!, ...(dealId ? { deal_id: dealId } : {}) },
      legs: [
        ['campaign_escrow', -amountCents],
        [to, amountCents],
      ],
    });
  };
  const now = Date.now();
  plans.forEach((plan, i) => {
    const later = (salt: number) => new Date(now - spread(i, salt) * 0.2 * HISTORY_MS);
    if (plan.status === 'rejected') {
      draw(
        'refund',
        i,
        plan.price.totalCents,
        new Date(plan.createdAt.getTime() + DAY_MS),
        'wallet',
      );
    }
    if (plan.status === 'completed') {
      draw('platform_fee', i, plan.price.platformFeeCents, later(4), 'platform_revenue');
    }
    if (plan.status === 'deactivated') {
      draw('refund', i, deactivationRefundCents(plan.price.lines, UNFILLED), later(5), 'wallet');
    }
  });
  for (const { plan: deal, id } of dealRows) {
    const { feeCents, reimbursementCents } = dealMoney(plans[deal.campaign]!.price.lines);
    if (deal.status === 'canceled') {
      draw('refund', deal.campaign, feeCents + reimbursementCents, deal.changedAt, 'wallet', id);
      continue;
    }
    if (deal.status !== 'creator_accepted') {
      draw(
        'payout',
        deal.campaign,
        reimbursementCents,
        deal.createdAt,
        'creator_payouts',
        id,
        deal.creatorId,
      );
    }
    if (PAID.includes(deal.status)) {
      draw(
        'payout',
        deal.campaign,
        feeCents,
        deal.changedAt,
        'creator_payouts',
        id,
        deal.creatorId,
      );
    }
  }
  return movements;
}

/** Three uploads per deal that reached the content (two for a cancelled one). */
function uploadRows(
  companyId: number,
  brandId: number,
  plans: CampaignPlan[],
  campaignIds: number[],
  dealRows: Array<{ plan: DealPlan; id: number }>,
) {
  return dealRows.flatMap(({ plan: deal, id }) => {
    const last = LAST_UPLOAD[deal.status];
    if (!last) return [];
    const rounds = deal.status === 'canceled' ? 2 : 3;
    return Array.from({ length: rounds }, (_, round) => {
      // Earlier rounds were refused: a revision each.
      const status = round === rounds - 1 ? last : 'denied';
      const createdAt = new Date(deal.changedAt.getTime() - (rounds - round) * DAY_MS);
      return {
        company_id: companyId,
        deal_id: id,
        campaign_id: campaignIds[deal.campaign]!,
        brand_id: brandId,
        creator_id: deal.creatorId,
        kind: plans[deal.campaign]!.type === 'ugc_video' ? 'video' : 'image',
        status,
        round: round + 1,
        created_at: createdAt,
        reviewed_at: status === 'bought' ? deal.changedAt : status === 'denied' ? createdAt : null,
      };
    });
  });
}

/** A company with its campaigns, deals, uploads, ledger and notifications; its e-mail and session. */
export async function seedDashboardCompany(
  server: RunningServer,
  creatorIds: number[],
  size: SeedSize,
) {
  const { db } = server;
  const start = Date.now() - HISTORY_MS;
  const { company, brand } = await benchCompany(db);
  const [product] = await db
    .insert(products)
    .values({
      company_id: company.id,
      brand_id: brand.id,
      name: 'Bench product',
      price_cents: 19_99,
      link: 'https://shop.example.com/bench',
      description: 'A seeded product',
      category: 'beauty',
    })
    .returning();
  const plans = campaignPlans(start, size.scale, size.deals);
  const dealsPlanned = dealPlans(plans, size.deals, creatorIds);

  // The top-up that pays for everything, then each campaign's payment into its escrow.
  const ledger = ledgerWriter(db, company.id);
  const paid = plans.reduce((sum, plan) => sum + plan.price.totalCents, 0) + 5_000_00;
  const [, ...paymentIds] = await ledger.write([
    {
      kind: 'top_up_bank',
      amountCents: paid,
      createdAt: new Date(start - DAY_MS),
      legs: [
        ['bank_clearing', -paid],
        ['wallet', paid],
      ],
    },
    ...plans.map((plan): Movement => ({
      kind: 'payment',
      amountCents: plan.price.totalCents,
      createdAt: plan.createdAt,
      legs: [
        ['wallet', -plan.price.totalCents],
        ['campaign_escrow', plan.price.totalCents],
      ],
    })),
  ]);
  const campaignIds = (
    await db
      .insert(campaigns)
      .values(
        plans.map((plan, i) => ({
          company_id: company.id,
          brand_id: brand.id,
          name: `Bench campaign ${String(i).padStart(3, '0')} ${plan.type.replaceAll('_', ' ')}`,
          status: plan.status,
          type: plan.type,
          delivery_type: plan.delivery,
          taxes_shipping_compensation_cents: plan.delivery === 'refund' ? 3_00 : 0,
          number_of_deals: plan.price.lines.find((line) => line.kind === 'deals')!.amountCents,
          deals_count: dealsPlanned.filter((d) => d.campaign === i && d.status !== 'canceled')
            .length,
          creator_tier: 'basic',
          creator_category: 'beauty',
          content_brief: 'Show the product in daylight',
          content_format: 'portrait',
          video_duration: plan.type === 'ugc_video' ? 30 : null,
          ages: ['18-24'],
          genders: ['female'],
          ethnicities: ['asian'],
          payment_method: 'wallet',
          cost_lines: plan.price.lines,
          total_cents: plan.price.totalCents,
          payment_transaction_id: paymentIds[i]!,
          rejection_reason:
            plan.status === 'rejected' ? 'The brief promises medical results' : null,
          reviewed_at:
            plan.status === 'pending_admin_approval'
              ? null
              : new Date(plan.createdAt.getTime() + DAY_MS),
          status_changed_at: new Date(plan.createdAt.getTime() + DAY_MS),
          created_at: plan.createdAt,
        })),
      )
      .returning({ id: campaigns.id })
  ).map((row) => row.id);
  await db
    .insert(campaignProducts)
    .values(campaignIds.map((id) => ({ campaign_id: id, product_id: product!.id })));

  const dealRows: Array<{ plan: DealPlan; id: number }> = [];
  await insertInBatches(dealsPlanned, async (batch) => {
    const rows = await db
      .insert(deals)
      .values(
        batch.map((deal) => ({
          company_id: company.id,
          campaign_id: campaignIds[deal.campaign]!,
          creator_id: deal.creatorId,
          status: deal.status,
          has_content: deal.status in LAST_UPLOAD,
          status_changed_at: deal.changedAt,
          created_at: deal.createdAt,
          updated_at: deal.changedAt,
        })),
      )
      .returning({ id: deals.id });
    rows.forEach((row, i) => dealRows.push({ plan: batch[i]!, id: row.id }));
  });
  await ledger.write(draws(plans, campaignIds, paymentIds, dealRows));
  const uploads = uploadRows(company.id, brand.id, plans, campaignIds, dealRows);
  await insertInBatches(uploads, (batch) => db.insert(contents).values(batch));

  // Notifications over the history, the older nine in ten read.
  const notices = Array.from({ length: size.notifications }, (_, i) => ({
    company_id: company.id,
    recipient_id: company.id,
    message: `Bench notification ${i}`,
    details: { event: 'deal_changed', deal_id: String(dealRows[i % dealRows.length]!.id) },
    created_at: new Date(start + (i / size.notifications) * HISTORY_MS),
    read_at:
      i < size.notifications * 0.9
        ? new Date(start + ((i + 1) / size.notifications) * HISTORY_MS)
        : null,
  }));
  await insertInBatches(notices, (batch) => db.insert(notifications).values(batch));

  const { token } = await issueSession(db, server.config.jwtSecret, company.id);
  return {
    token,
    email: company.email,
    campaigns: campaignIds.length,
    deals: dealRows.length,
    uploads: uploads.length,
  };
}

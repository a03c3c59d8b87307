/**
 * The invoice of a campaign's payment: a line per cost line that is money, in the order
 * the price shows them (docs/product.md#campaigns).
 */
import { PLATFORM_FEE_PERCENT } from '../../../domain/campaigns/rules';
import type { CampaignType, CostLineKind } from '../../../domain/campaigns/rules';
import { PAID_ADS_MONTHS } from '../../../domain/campaigns/rights';
import type { InvoiceLine } from '../wallet/invoicing';
import type { PricedCampaign } from './input';

/** The invoice line of the content itself, by campaign type. */
const CONTENT_LINE_KEYS: Record<CampaignType, string> = {
  ugc_image: 'ledger:campaignImages',
  ugc_video: 'ledger:campaignVideos',
  social_media: 'ledger:campaignPosts',
  product_package: 'ledger:campaignPackageDeals',
};

/** The invoice's lines of the content rights and options (docs/product.md#content-rights). */
function rightsInvoiceLines(
  values: PricedCampaign['values'],
  deals: number,
  perDeal: (kind: CostLineKind) => number,
): InvoiceLine[] {
  const months = PAID_ADS_MONTHS[values.usage_rights];
  return [
    months === null
      ? {
          key: 'ledger:campaignPerpetualRights',
          values: { deals },
          amount_cents: perDeal('usage_rights') * deals,
        }
      : {
          key: 'ledger:campaignPaidAdsRights',
          values: { deals, months },
          amount_cents: perDeal('usage_rights') * deals,
        },
    {
      key: 'ledger:campaignRawFootage',
      values: { deals },
      amount_cents: perDeal('raw_footage') * deals,
    },
    {
      key: 'ledger:campaignExtraHooks',
      values: { deals, hooks: values.extra_hooks },
      amount_cents: perDeal('extra_hooks') * deals,
    },
  ];
}

/**
 * The invoice's lines: each cost line that is money, per-deal lines times the deals, then
 * the platform fee. They sum to what is paid before the card fee.
 */
export function campaignInvoiceLines({ values, price }: PricedCampaign): InvoiceLine[] {
  const deals = values.number_of_deals;
  const perDeal = (kind: CostLineKind) =>
    price.lines.find((line) => line.kind === kind)?.amountCents ?? 0;
  const lines: InvoiceLine[] = [
    {
      key: CONTENT_LINE_KEYS[values.type],
      values: { deals },
      amount_cents: perDeal('price_per_content') * deals,
    },
    {
      key: 'ledger:campaignTier',
      values: { deals },
      amount_cents: perDeal('creator_tier') * deals,
    },
    {
      key: 'ledger:campaignDuration',
      values: { deals, seconds: values.video_duration ?? 0 },
      amount_cents: perDeal('video_duration') * deals,
    },
    ...rightsInvoiceLines(values, deals, perDeal),
    {
      key: 'ledger:campaignReimbursement',
      values: { deals },
      amount_cents: perDeal('product_reimbursement') * deals,
    },
    {
      key: 'ledger:platformFee',
      values: { percent: PLATFORM_FEE_PERCENT },
      amount_cents: price.platformFeeCents,
    },
  ];
  // An adjustment of $0 (basic tier, 15 s, organic use, shipping delivery) is no line of the bill.
  return lines.filter((line) => line.amount_cents !== 0);
}

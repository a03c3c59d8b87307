/**
 * Who is told what when a deal moves (docs/product.md#deal-statuses). The company is told of
 * every move the creator, an operator or the server makes, in the language its campaign was
 * made in; the creator of every move the company makes, in the creator's own language, and
 * by e-mail too.
 * Both carry `{ event: 'deal_changed', deal_id, campaign_id, status }`
 * so open screens refresh the deal.
 *
 * A move the company makes itself is also published to the company, with an empty message:
 * its other open tabs refresh, and no tab shows a toast for what the user just did.
 */
import { DEAL_CHANGED_EVENT, dealMoney } from '../../../domain/deals/rules';
import { centsToAmount } from '../../../domain/money';
import { translate } from '../../i18n';
import type { TranslationValues } from '../../i18n';
import { campaignLocale } from '../campaigns/review';
import type { CompanyNotice } from '../notifications/notice';
import type { LockedDeal } from './locked';

/** The event beside every deal notice: what lets the app refresh the deal. */
export const dealChanged = ({ row }: Pick<LockedDeal, 'row'>): Record<string, string> => ({
  event: DEAL_CHANGED_EVENT,
  deal_id: String(row.id),
  campaign_id: String(row.campaign_id),
  status: row.status,
});

/** The names every deal message may use: the creator, the campaign, the company. */
const namesOf = (deal: LockedDeal): TranslationValues => ({
  creator: deal.creatorName,
  campaign: deal.campaign.name,
  company: deal.companyName,
});

/** A message to the deal's company, in its campaign's language. */
export function toCompany(
  deal: LockedDeal,
  key: string,
  values: TranslationValues = {},
): CompanyNotice {
  return {
    companyId: deal.row.company_id,
    message: translate(campaignLocale(deal.campaign), key, { ...namesOf(deal), ...values }),
    details: dealChanged(deal),
  };
}

/** `{ amount }`: the creator's fee as the notices of its payment say it ("60.00"). */
export const feeAmount = (deal: Pick<LockedDeal, 'campaign'>): TranslationValues => ({
  amount: centsToAmount(dealMoney(deal.campaign.cost_lines).feeCents),
});

/** The creators' app's page of a deal: where a mailed deal notice links. */
export const creatorDealPath = (dealId: number): string => `/creator/deals/${dealId}`;

/**
 * A message to the deal's creator (an account of its own: its notifications topic), in its
 * language; also mailed to the creator, who may not have the app open when the deal moves.
 */
export function toCreator(
  deal: LockedDeal,
  key: string,
  values: TranslationValues = {},
): CompanyNotice {
  const locale = deal.creatorLocale;
  return {
    companyId: deal.row.creator_id,
    message: translate(locale, key, { ...namesOf(deal), ...values }),
    details: dealChanged(deal),
    mail: {
      to: deal.creatorEmail,
      locale,
      kind: 'dealNotice',
      subject: translate(locale, 'mail:dealNotice.subject', { campaign: deal.campaign.name }),
      path: creatorDealPath(deal.row.id),
    },
  };
}

/** The company's own move: its other tabs refresh, without a toast. */
export function refreshCompany(deal: LockedDeal): CompanyNotice {
  return { companyId: deal.row.company_id, message: '', details: dealChanged(deal) };
}

/**
 * Accepted content with its licence, the listing's rights and ContentRightsExtend, as the
 * tests of docs/product.md#licences call them.
 */
import { eq } from 'drizzle-orm';
import type { UsageRights } from '@/domain/campaigns/rights';
import { campaigns } from '@/server/db/schema/campaigns';
import { dataOf } from './catalog';
import { campaignWithDeals, dealApi, dealUpTo } from './deals';
import type { CampaignWithDealsOptions } from './deals';
import { postGraphql } from './http';
import type { TestServer } from './testServer';

export interface ListedLicence {
  id: string;
  usage_rights: string;
  starts_at: string;
  paid_ads_ends_at: string | null;
  extension_payment: 'WALLET' | 'CARD';
}

export interface ExtendedLicence {
  id: string;
  usage_rights: string;
  starts_at: string;
  paid_ads_ends_at: string | null;
  extends_licence_id: string | null;
}

export function licenceApi(t: TestServer) {
  const contents = (token: string, filter: Record<string, unknown>) =>
    postGraphql<{ Contents: { nodes: Array<{ id: string; licence: ListedLicence | null }> } }>(
      `${t.url}/v1/j`,
      `query Contents($filter: ContentFilter) { Contents(filter: $filter, first: 100) {
        nodes { id licence { id usage_rights starts_at paid_ads_ends_at extension_payment } } } }`,
      { token, variables: { filter } },
    );
  const listed = async (token: string, filter: Record<string, unknown> = {}) =>
    dataOf(await contents(token, filter)).Contents.nodes;

  const extend = (token: string, licenceId: unknown, locale?: string) =>
    postGraphql<{ ContentRightsExtend: ExtendedLicence }>(
      `${t.url}/v1/j`,
      `mutation Extend($licence_id: ID!) { ContentRightsExtend(licence_id: $licence_id) {
        id usage_rights starts_at paid_ads_ends_at extends_licence_id } }`,
      {
        token,
        variables: { licence_id: licenceId },
        headers: locale ? { 'accept-language': locale } : undefined,
      },
    );

  /**
   * A company's accepted content under `rights` (the campaign paid from the wallet, or
   * `byCard` as if by that card of the owner's), and its licence as the listing shows it.
   */
  async function acceptedContent(
    rights: UsageRights,
    { owner, byCard }: { owner?: CampaignWithDealsOptions['owner']; byCard?: string } = {},
  ) {
    const made = await campaignWithDeals(t, { type: 'ugc_image', owner });
    await t.db
      .update(campaigns)
      .set({
        usage_rights: rights,
        ...(byCard ? { payment_method: 'card', card_id: Number(byCard) } : {}),
      })
      .where(eq(campaigns.id, made.campaign.id));
    const deal = made.deals[0]!;
    const type = 'ugc_image';
    const shown = await dealUpTo(t, made.token, deal, type, 'refund', 'content_approved_by_admin');
    const content = shown.contents[0]!;
    dataOf(await dealApi(t, made.token, 'accept', { id: deal.id, content_id: content.id }));
    const node = (await listed(made.token)).find((item) => item.id === content.id)!;
    return { ...made, deal, contentId: content.id, licence: node.licence! };
  }

  return { contents, listed, extend, acceptedContent };
}

/**
 * The orders of Campaigns (docs/product.md#campaign-statuses), each a total order (ties
 * broken by id in the same direction) read in the order of an index: by creation through
 * campaigns_company[_status]_newest_idx, by name through campaigns_company[_status]_name_idx.
 */
import { sql } from 'drizzle-orm';
import type { CampaignSort } from '../../../domain/campaigns/rules';
import { isStorableText } from '../../../domain/storableText';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { byCreation } from '../shared/pagination';
import type { Sort } from '../shared/pagination';

/**
 * Names in the database's own order of text, as the index holds them (so a page is read
 * in index order, not sorted). The cursor keeps the name itself, compared by the database.
 */
function byName(direction: 'asc' | 'desc'): Sort<CampaignRow> {
  return {
    name: `name_${direction}`,
    expr: campaigns.name,
    id: campaigns.id,
    direction,
    valueOf: (row) => row.name,
    param: (value) => sql`${value}::text`,
    // A tampered cursor's name must not carry what the database cannot read.
    accepts: (value): value is string => typeof value === 'string' && isStorableText(value),
  };
}

export const CAMPAIGN_SORT_ORDERS: Record<CampaignSort, Sort<CampaignRow>> = {
  newest: byCreation<CampaignRow>(campaigns, 'newest', 'desc'),
  oldest: byCreation<CampaignRow>(campaigns, 'oldest', 'asc'),
  name_asc: byName('asc'),
  name_desc: byName('desc'),
};

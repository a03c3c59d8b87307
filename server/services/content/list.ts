/**
 * Contents: every upload of the company's deals, newest first, filtered by campaign, brand,
 * statuses and rights (ContentListing). A page is one statement: its uploads with their files,
 * creators and names, and the total beside them (see contentViewQuery).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { daysAfter, RIGHTS_EXPIRING_WITHIN_DAYS } from '../../../domain/campaigns/rights';
import type { ContentRightsFilter } from '../../../domain/campaigns/rights';
import { contentFilterSchema } from '../../../domain/content/schema';
import type { ContentFilterValues } from '../../../domain/content/schema';
import { contents } from '../../db/schema/deals';
import type { ContentRow } from '../../db/schema/deals';
import { contentLicences } from '../../db/schema/licences';
import { pageArgs, readPage } from '../shared/paging';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { parseId } from '../ids';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { contentViewQuery } from './view';
import type { ContentView } from './view';

/** The list's only order: newest first (contents_company[_campaign|_brand|_status]_newest_idx). */
const NEWEST = byCreation<ContentRow>(contents, 'newest', 'desc');

export interface ContentsArgs {
  filter?: Partial<Record<keyof ContentFilterValues, unknown>> | null;
  first?: number | null;
  after?: string | null;
}

/** `column` is the row named by `id`; an id that cannot name one matches nothing. */
function isId(column: typeof contents.campaign_id | typeof contents.brand_id, id: string): SQL {
  const value = parseId(id);
  return value === null ? sql`false` : eq(column, value);
}

/** A licence extending another: in a `sql` template the alias prints as its name only. */
const extension = alias(contentLicences, 'extension');

/** Paid ads end after `now` (or never), under rights that allow them. */
const adsRunAt = (now: Date): SQL =>
  sql`${contentLicences.usage_rights} <> 'organic' and (${contentLicences.paid_ads_ends_at} is null
    or ${contentLicences.paid_ads_ends_at} > ${now.toISOString()}::timestamptz)`;

/**
 * The rights filters (docs/product.md#content-rights), each an EXISTS on the content's
 * licences. Usable in ads now: some licence allows paid ads today. Expiring soon: the
 * newest licence (none extends it, content_licences_extends_once_idx) ends its paid ads
 * after now and within RIGHTS_EXPIRING_WITHIN_DAYS.
 */
function rightsHold(filter: ContentRightsFilter, now: Date): SQL {
  const ofContent = sql`${contentLicences.content_id} = ${contents.id}
    and ${contentLicences.company_id} = ${contents.company_id}`;
  if (filter === 'usable_in_ads') {
    return sql`exists (select 1 from ${contentLicences} where ${ofContent} and ${adsRunAt(now)})`;
  }
  const until = daysAfter(now, RIGHTS_EXPIRING_WITHIN_DAYS).toISOString();
  return sql`exists (select 1 from ${contentLicences} where ${ofContent}
    and ${contentLicences.paid_ads_ends_at} > ${now.toISOString()}::timestamptz
    and ${contentLicences.paid_ads_ends_at} <= ${until}::timestamptz
    and not exists (select 1 from ${contentLicences} ${extension}
      where ${extension.extends_licence_id} = ${contentLicences.id}))`;
}

/**
 * Contents: the company's uploads, newest first. A campaign or brand id that is not the
 * company's (another company's, or no id at all) matches nothing: an empty list.
 */
export async function listContents(
  env: ServiceEnv,
  companyId: number,
  args: ContentsArgs,
): Promise<Page<ContentView>> {
  const filter = await validated(contentFilterSchema, args.filter ?? {});
  const { size, position } = await pageArgs(NEWEST, args);
  const now = env.services.now();
  const where = and(
    eq(contents.company_id, companyId),
    filter.campaign_id ? isId(contents.campaign_id, filter.campaign_id) : undefined,
    filter.brand_id ? isId(contents.brand_id, filter.brand_id) : undefined,
    filter.statuses?.length ? inArray(contents.status, filter.statuses) : undefined,
    ...(filter.rights ?? []).map((rights) => rightsHold(rights, now)),
  );
  return readPage(
    env.db,
    NEWEST,
    { size, position, table: contents, where, rowOf: (view: ContentView) => view.row },
    (page) => contentViewQuery(env.db, page),
  );
}

/**
 * Contents: every upload of the company's deals, newest first, filtered by campaign, brand
 * and statuses (ContentListing). A page is one statement: its uploads with their files,
 * creators and names, and the total beside them (see contentViewQuery).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { contentFilterSchema } from '../../../domain/content/schema';
import type { ContentFilterValues } from '../../../domain/content/schema';
import { contents } from '../../db/schema/deals';
import type { ContentRow } from '../../db/schema/deals';
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
  const where = and(
    eq(contents.company_id, companyId),
    filter.campaign_id ? isId(contents.campaign_id, filter.campaign_id) : undefined,
    filter.brand_id ? isId(contents.brand_id, filter.brand_id) : undefined,
    filter.statuses?.length ? inArray(contents.status, filter.statuses) : undefined,
  );
  return readPage(
    env.db,
    NEWEST,
    { size, position, table: contents, where, rowOf: (view: ContentView) => view.row },
    (page) => contentViewQuery(env.db, page),
  );
}

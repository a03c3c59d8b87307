/**
 * Reading licences (docs/product.md#licences): the company reads those of its own content,
 * the creator those of their own deals. Another account's id, or one that names nothing,
 * is NOT_FOUND exactly like the rest of the API. Each read is one statement: the licence
 * with the names of its parties and campaign.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { brands } from '../../db/schema/brands';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { contentLicences } from '../../db/schema/licences';
import type { ContentLicenceRow } from '../../db/schema/licences';
import { ServiceError } from '../errors';
import { parseId } from '../ids';

export const licenceNotFound = () => new ServiceError('NOT_FOUND', 'errors:licenceNotFound');

/** A licence with the names it is shown with (as they are now). */
export interface LicenceView {
  row: ContentLicenceRow;
  brandName: string;
  /** Null once the company deleted its account (its name was erased). */
  companyName: string | null;
  creatorName: string;
  campaignName: string;
}

/** Who reads: the company (its own content's) or the creator (their own deals'). */
export interface LicenceReader {
  party: 'company' | 'creator';
  accountId: number;
}

/** By which id the licence is asked for. */
export type LicenceKey = { content_id: string } | { deal_id: string };

/** A licence with its names, one statement (the caller adds its WHERE). */
const viewQuery = (db: Database) =>
  db
    .select({
      row: contentLicences,
      brandName: brands.name,
      companyName: companies.company_name,
      creatorName: creators.name,
      campaignName: campaigns.name,
    })
    .from(contentLicences)
    .innerJoin(brands, eq(brands.id, contentLicences.brand_id))
    .innerJoin(companies, eq(companies.id, contentLicences.company_id))
    .innerJoin(creators, eq(creators.id, contentLicences.creator_id))
    .innerJoin(campaigns, eq(campaigns.id, contentLicences.campaign_id))
    .$dynamic();

const readerScope = ({ party, accountId }: LicenceReader): SQL =>
  party === 'company'
    ? eq(contentLicences.company_id, accountId)
    : eq(contentLicences.creator_id, accountId);

/** The company's licence `id`; NOT_FOUND for any other. */
export async function licenceViewById(
  db: Database,
  companyId: number,
  id: number,
): Promise<LicenceView> {
  const [found] = await viewQuery(db)
    .where(and(eq(contentLicences.id, id), eq(contentLicences.company_id, companyId)))
    .limit(1);
  if (!found) throw licenceNotFound();
  return found;
}

/**
 * The newest licence of the content or deal `key` names, as `reader` may see it (a later
 * extension is a newer record of the same content).
 */
export async function readLicence(
  db: Database,
  reader: LicenceReader,
  key: LicenceKey,
): Promise<LicenceView> {
  const id = parseId('content_id' in key ? key.content_id : key.deal_id);
  if (id === null) throw licenceNotFound();
  const named =
    'content_id' in key ? eq(contentLicences.content_id, id) : eq(contentLicences.deal_id, id);
  const [found] = await viewQuery(db)
    .where(and(named, readerScope(reader)))
    .orderBy(desc(contentLicences.id))
    .limit(1);
  if (!found) throw licenceNotFound();
  return found;
}

/**
 * Writing a content's licence (docs/product.md#licences), in the acceptance's transaction:
 * an acceptance that fails or rolls back leaves no licence, and an accepted content always
 * has one. It copies the campaign's rights as they are now and states each file with its
 * role (the content, the raw footage or an extra hook) and the SHA-256 of its bytes.
 */
import { asc, eq } from 'drizzle-orm';
import { contentKindOf } from '../../../domain/content/rules';
import { numberedByRole, roleOf } from '../../../domain/content/parts';
import { paidAdsEnd } from '../../../domain/campaigns/rights';
import type { UsageRights } from '../../../domain/campaigns/rights';
import type { CampaignType } from '../../../domain/campaigns/rules';
import type { Database } from '../../db/client';
import { contentFiles } from '../../db/schema/deals';
import type { ContentFileRow, ContentRow } from '../../db/schema/deals';
import { contentLicences } from '../../db/schema/licences';
import type { ContentLicenceRow, LicenceFile } from '../../db/schema/licences';
import { storedSha256 } from '../../storage/sha256';
import type { ImageStorage } from '../../storage/types';
import { archiveFileName } from '../content/archive';
import type { LockedDeal } from '../deals/locked';

/**
 * The file's hash: kept since it was stored, or (a file stored before hashes were kept)
 * read from the storage now and kept on the file's row, so it is read once.
 */
async function sha256Of(tx: Database, storage: ImageStorage, file: ContentFileRow) {
  if (file.sha256) return file.sha256;
  const sha256 = await storedSha256(storage, file.storage_key);
  // A licence cannot state a file it cannot read: the acceptance fails, and is tried again.
  if (!sha256) throw new Error(`content file ${file.id} is missing from the storage`);
  await tx.update(contentFiles).set({ sha256 }).where(eq(contentFiles.id, file.id));
  return sha256;
}

/** Writes the licence of `content`, accepted now on `deal`. */
export async function writeLicence(
  tx: Database,
  storage: ImageStorage,
  deal: LockedDeal,
  content: ContentRow,
  now: Date,
): Promise<ContentLicenceRow> {
  const files = await tx
    .select()
    .from(contentFiles)
    .where(eq(contentFiles.content_id, content.id))
    .orderBy(asc(contentFiles.position));
  const kind = contentKindOf(deal.campaign.type as CampaignType);
  const stated: LicenceFile[] = [];
  for (const file of numberedByRole(files.map((row) => ({ ...row, role: roleOf(row.role) })))) {
    stated.push({
      id: file.id,
      name: archiveFileName(deal.creatorName, content.id, file.n, file.content_type, file.role),
      role: file.role,
      kind,
      content_type: file.content_type,
      size: file.size,
      sha256: await sha256Of(tx, storage, file),
    });
  }
  const rights = deal.campaign.usage_rights as UsageRights;
  const [licence] = await tx
    .insert(contentLicences)
    .values({
      company_id: deal.row.company_id,
      brand_id: content.brand_id,
      creator_id: deal.row.creator_id,
      campaign_id: deal.campaign.id,
      deal_id: deal.row.id,
      content_id: content.id,
      files: stated,
      usage_rights: rights,
      raw_footage: deal.campaign.raw_footage,
      extra_hooks: deal.campaign.extra_hooks,
      starts_at: now,
      paid_ads_ends_at: paidAdsEnd(now, rights),
      created_at: now,
    })
    .returning();
  return licence!;
}

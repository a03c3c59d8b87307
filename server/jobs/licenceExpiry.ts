/**
 * The daily notice of paid-ads rights about to end (docs/product.md#licences, "Expiry
 * notice"): one job row a day (jobs_daily_once_idx, as creatorAges.ts), so however many
 * servers schedule it, it runs once a day. A run tells each company, in the language of the
 * content's campaign, of every licence whose paid ads end within RIGHTS_EXPIRY_NOTICE_DAYS
 * and that no licence extends yet; licence_expiry_notices records each one told, in the
 * run's transaction, so no licence is told of twice. The notice links to the content
 * listing filtered "Expiring within 30 days", where the rights are extended.
 */
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  daysAfter,
  RIGHTS_EXPIRY_NOTICE_DAYS,
  USAGE_RIGHTS,
  isPeriodRights,
} from '../../domain/campaigns/rights';
import { LICENCE_EXPIRING_EVENT } from '../../domain/notifications/rules';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema/campaigns';
import { creators } from '../db/schema/creators';
import { jobs } from '../db/schema/jobs';
import { contentLicences, licenceExpiryNotices } from '../db/schema/licences';
import { translate } from '../i18n';
import { campaignLocale } from '../services/campaigns/review';
import { isoDay } from '../services/creators/ages';
import type { CompanyNotice } from '../services/notifications/notice';
import type { JobHandler } from './runner';

export const LICENCE_EXPIRY = 'licence_expiry';

const DAY_MS = 24 * 60 * 60_000;
const PERIOD_RIGHTS = USAGE_RIGHTS.filter(isPeriodRights);

/** Midnight UTC of `at`'s day. */
const startOfDay = (at: Date) => new Date(Date.parse(isoDay(at)));

/** Schedules the run of `day` (its UTC day) at its midnight, unless it has its row. */
export async function scheduleLicenceExpiry(db: Database, day: Date, now: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: LICENCE_EXPIRY,
      payload: { day: isoDay(day) },
      run_at: startOfDay(day),
      created_at: now,
    })
    .onConflictDoNothing();
}

const extension = alias(contentLicences, 'extension');

/** The notices of the licences ending soon that were not told of yet, recorded as told. */
export async function expiringLicenceNotices(tx: Database, now: Date): Promise<CompanyNotice[]> {
  const due = await tx
    .select({ licence: contentLicences, creatorName: creators.name, campaign: campaigns })
    .from(contentLicences)
    .innerJoin(creators, eq(creators.id, contentLicences.creator_id))
    .innerJoin(campaigns, eq(campaigns.id, contentLicences.campaign_id))
    .leftJoin(extension, eq(extension.extends_licence_id, contentLicences.id))
    .leftJoin(licenceExpiryNotices, eq(licenceExpiryNotices.licence_id, contentLicences.id))
    .where(
      and(
        inArray(contentLicences.usage_rights, PERIOD_RIGHTS),
        // Said as the partial index content_licences_ads_end_idx says it, so it is used.
        sql`${contentLicences.usage_rights} <> 'organic'`,
        gt(contentLicences.paid_ads_ends_at, now),
        lte(contentLicences.paid_ads_ends_at, daysAfter(now, RIGHTS_EXPIRY_NOTICE_DAYS)),
        isNull(extension.id),
        isNull(licenceExpiryNotices.licence_id),
      ),
    )
    .orderBy(contentLicences.id);
  if (due.length === 0) return [];
  // A run is the one holder of its job row; the key still refuses a second mark.
  await tx
    .insert(licenceExpiryNotices)
    .values(due.map(({ licence }) => ({ licence_id: licence.id, created_at: now })))
    .onConflictDoNothing();
  return due.map(({ licence, creatorName, campaign }) => {
    const count = Math.ceil((licence.paid_ads_ends_at!.getTime() - now.getTime()) / DAY_MS);
    return {
      companyId: licence.company_id,
      message: translate(campaignLocale(campaign), 'messages:rightsExpiring', {
        count,
        creator: creatorName,
        campaign: campaign.name,
      }),
      details: {
        event: LICENCE_EXPIRING_EVENT,
        licence_id: String(licence.id),
        content_id: String(licence.content_id),
        campaign_id: String(licence.campaign_id),
      },
    };
  });
}

/** Tells of the licences ending soon, then schedules tomorrow's run. */
export const licenceExpiry: JobHandler = async (tx, _payload, now) => {
  const notices = await expiringLicenceNotices(tx, now);
  await scheduleLicenceExpiry(tx, new Date(startOfDay(now).getTime() + DAY_MS), now);
  return notices;
};

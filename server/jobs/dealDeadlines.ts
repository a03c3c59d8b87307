/**
 * The deadlines of deals (docs/product.md#deal-statuses), run by the job runner with its
 * clock. Each job was scheduled for one status the deal entered at one time
 * (services/deals/deadlines.ts) and does nothing once the deal has moved on:
 * - deal_auto_accept: content approved by screening and not reviewed within
 *   AUTO_ACCEPT_HOURS is accepted by the server, money and all;
 * - deal_review_reminder: the company is reminded 48 h and 24 h before;
 * - deal_creator_due_soon: a creator who owes the next step is reminded
 *   CREATOR_DUE_REMINDER_HOURS_BEFORE it is due;
 * - deal_creator_late: a creator who has not made the next step in CREATOR_STEP_DAYS is
 *   reminded, and the company told.
 */
import { CREATOR_STEP_DAYS } from '../../domain/deals/rules';
import type { Database } from '../db/client';
import { translatorFor } from '../i18n';
import type { CompanyNotice } from '../services/notifications/notice';
import { dealJobPayload, stillAt } from '../services/deals/deadlines';
import type { DealJobPayload } from '../services/deals/deadlines';
import { completeCampaignIfDone } from '../services/deals/completion';
import { lockDeal } from '../services/deals/moves';
import type { LockedDeal } from '../services/deals/locked';
import { toCompany, toCreator } from '../services/deals/notices';
import { acceptInTransaction } from '../services/deals/review';
import { ServiceError } from '../services/errors';
import type { ImageStorage } from '../storage/types';
import type { JobHandler } from './runner';

/** The deal of a job, locked, if it is still where the job was scheduled for; else null. */
async function dealStillAt(tx: Database, job: DealJobPayload): Promise<LockedDeal | null> {
  try {
    const deal = await lockDeal(tx, 'any', job.deal_id);
    return stillAt(deal.row, job) ? deal : null;
  } catch (error) {
    // The deal is gone (its company was deleted): nothing to do.
    if (error instanceof ServiceError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Accepts the content on the company's behalf, as `system` (the creator is paid and the
 * licence written; `storage` holds the files it hashes when their hash was not kept).
 */
export const dealAutoAccept =
  (storage: ImageStorage): JobHandler =>
  async (tx, payload, now) => {
    const job = dealJobPayload(payload);
    const deal = await dealStillAt(tx, job);
    if (!deal) return [];
    const notices: CompanyNotice[] = [];
    // The runner claims one job at a time: the job's time is the ledger's too.
    const move = { now, t: translatorFor('en'), clock: () => now };
    const accepted = await acceptInTransaction(tx, move, deal, null, 'system', notices, storage);
    notices.push(...(await completeCampaignIfDone(tx, move.clock, accepted.campaign.id)));
    return notices;
  };

/** Reminds the company that the content will be accepted in `hours` hours. */
export const dealReviewReminder: JobHandler = async (tx, payload) => {
  const job = dealJobPayload(payload);
  const deal = await dealStillAt(tx, job);
  if (!deal) return [];
  return [toCompany(deal, 'messages:reviewReminder', { hours: job.hours ?? 0 })];
};

/** Reminds the creator that the next step is due in `hours` hours (the company is not told). */
export const dealCreatorDueSoon: JobHandler = async (tx, payload) => {
  const job = dealJobPayload(payload);
  const deal = await dealStillAt(tx, job);
  if (!deal) return [];
  return [toCreator(deal, 'messages:creatorDueSoon', { hours: job.hours ?? 0 })];
};

/** Reminds a late creator of the next step and tells the company. */
export const dealCreatorLate: JobHandler = async (tx, payload) => {
  const job = dealJobPayload(payload);
  const deal = await dealStillAt(tx, job);
  if (!deal) return [];
  return [
    toCreator(deal, 'messages:creatorReminder'),
    toCompany(deal, 'messages:creatorLate', { days: CREATOR_STEP_DAYS }),
  ];
};

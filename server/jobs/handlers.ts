/** Every kind of scheduled job the server runs, and what runs it (server/main.ts). */
import {
  DEAL_AUTO_ACCEPT,
  DEAL_CREATOR_DUE_SOON,
  DEAL_CREATOR_LATE,
  DEAL_REVIEW_REMINDER,
} from '../services/deals/deadlines';
import type { Database } from '../db/client';
import { CAMPAIGN_ACTIVATION, campaignActivation } from './campaignActivation';
import { CREATOR_AGES, creatorAges, scheduleCreatorAges } from './creatorAges';
import {
  dealAutoAccept,
  dealCreatorDueSoon,
  dealCreatorLate,
  dealReviewReminder,
} from './dealDeadlines';
import { LICENCE_EXPIRY, licenceExpiry, scheduleLicenceExpiry } from './licenceExpiry';
import type { ImageStorage } from '../storage/types';
import type { JobHandler } from './runner';

/** The handlers by job kind; `storage` is the uploads' (an acceptance's licence reads it). */
export const jobHandlers = (storage: ImageStorage): Record<string, JobHandler> => ({
  [CAMPAIGN_ACTIVATION]: campaignActivation,
  [DEAL_AUTO_ACCEPT]: dealAutoAccept(storage),
  [DEAL_REVIEW_REMINDER]: dealReviewReminder,
  [DEAL_CREATOR_DUE_SOON]: dealCreatorDueSoon,
  [DEAL_CREATOR_LATE]: dealCreatorLate,
  [CREATOR_AGES]: creatorAges,
  [LICENCE_EXPIRY]: licenceExpiry,
});

/** The daily jobs' run of the current day, scheduled at every start (it runs once a day). */
export async function scheduleDailyJobs(db: Database, now: Date): Promise<void> {
  await scheduleCreatorAges(db, now, now);
  await scheduleLicenceExpiry(db, now, now);
}

/** Every kind of scheduled job the server runs, and what runs it (server/main.ts). */
import {
  DEAL_AUTO_ACCEPT,
  DEAL_CREATOR_LATE,
  DEAL_REVIEW_REMINDER,
} from '../services/deals/deadlines';
import { CAMPAIGN_ACTIVATION, campaignActivation } from './campaignActivation';
import { dealAutoAccept, dealCreatorLate, dealReviewReminder } from './dealDeadlines';
import type { JobHandler } from './runner';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [CAMPAIGN_ACTIVATION]: campaignActivation,
  [DEAL_AUTO_ACCEPT]: dealAutoAccept,
  [DEAL_REVIEW_REMINDER]: dealReviewReminder,
  [DEAL_CREATOR_LATE]: dealCreatorLate,
};

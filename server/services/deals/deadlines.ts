/**
 * A deal's deadlines (docs/product.md#deal-statuses), scheduled as jobs when a deal enters
 * a status: content approved by screening is accepted automatically after AUTO_ACCEPT_HOURS,
 * with reminders to the company before; a creator who owes the next step is reminded
 * CREATOR_DUE_REMINDER_HOURS_BEFORE it is due, and again once CREATOR_STEP_DAYS have passed
 * (the company told then). A job names the status and the time the deal
 * entered it: once the deal has moved on, the job finds it elsewhere and does nothing.
 */
import {
  autoAcceptAt,
  CREATOR_DUE_REMINDER_HOURS_BEFORE,
  creatorDueReminderAt,
  creatorLateAt,
  creatorOwesStep,
  REVIEW_REMINDER_HOURS_BEFORE,
  reviewRemindersAt,
} from '../../../domain/deals/rules';
import type { DealStatus } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { DealRow } from '../../db/schema/deals';

export const DEAL_AUTO_ACCEPT = 'deal_auto_accept';
export const DEAL_REVIEW_REMINDER = 'deal_review_reminder';
export const DEAL_CREATOR_LATE = 'deal_creator_late';
export const DEAL_CREATOR_DUE_SOON = 'deal_creator_due_soon';

/** What every deal job carries: the deal, and the status (and since when) it was made for. */
export interface DealJobPayload {
  deal_id: number;
  status: DealStatus;
  /** ISO 8601: the deal's status_changed_at when the job was scheduled. */
  since: string;
  /** Review and due-soon reminders: how many hours before the deadline. */
  hours?: number;
}

/** Schedules the jobs of the status the deal has just entered (in the move's transaction). */
export async function scheduleDealDeadlines(
  tx: Database,
  deal: DealRow,
  deliveryType: string,
  now: Date,
): Promise<void> {
  const status = deal.status as DealStatus;
  const since = deal.status_changed_at;
  const job = (kind: string, runAt: Date, extra: Partial<DealJobPayload> = {}) => ({
    kind,
    payload: { deal_id: deal.id, status, since: since.toISOString(), ...extra },
    run_at: runAt,
    created_at: now,
  });
  const scheduled = [];
  if (status === 'content_approved_by_admin') {
    scheduled.push(job(DEAL_AUTO_ACCEPT, autoAcceptAt(since)));
    reviewRemindersAt(since).forEach((at, i) =>
      scheduled.push(job(DEAL_REVIEW_REMINDER, at, { hours: REVIEW_REMINDER_HOURS_BEFORE[i] })),
    );
  }
  if (creatorOwesStep(status, deliveryType)) {
    scheduled.push(
      job(DEAL_CREATOR_DUE_SOON, creatorDueReminderAt(since), {
        hours: CREATOR_DUE_REMINDER_HOURS_BEFORE,
      }),
      job(DEAL_CREATOR_LATE, creatorLateAt(since)),
    );
  }
  if (scheduled.length > 0) await tx.insert(jobs).values(scheduled);
}

/** A deal job's payload, checked (a malformed one is a bug: the job fails and says so). */
export function dealJobPayload(payload: Record<string, unknown>): DealJobPayload {
  const { deal_id: dealId, status, since, hours } = payload;
  if (typeof dealId !== 'number' || typeof status !== 'string' || typeof since !== 'string') {
    throw new Error('deal job: payload without deal_id, status and since');
  }
  return {
    deal_id: dealId,
    status: status as DealStatus,
    since,
    ...(typeof hours === 'number' ? { hours } : {}),
  };
}

/** Whether the deal is still where the job found it scheduled (same status, same entry). */
export const stillAt = (deal: DealRow, job: DealJobPayload): boolean =>
  deal.status === job.status && deal.status_changed_at.getTime() === Date.parse(job.since);

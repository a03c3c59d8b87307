/**
 * Storing real-time notices for the bell (docs/product.md#notification-centre): every notice
 * with a message is written for its account in the transaction that queued it, before it
 * is published, so what a toast showed for 5 seconds is still there afterwards. A notice
 * with an empty message only tells open screens to refresh: it is never stored.
 */
import { storedMessage } from '../../../features/notifications/rules';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { CompanyNotice } from '../env';

/** The detail a stored notice is published with: its row's id, as the API shows it. */
export const NOTIFICATION_ID_DETAIL = 'notification_id';

/** Whether a notice is kept for the bell (one with text), not only a refresh. */
export const isStoredNotice = (notice: CompanyNotice): boolean => notice.message !== '';

/**
 * Stores the notices that have a message, in one statement, and returns every notice in
 * its order, the stored ones with `notification_id` added to their details (what the
 * publication then carries, so the bell can tell a toast it already lists).
 */
export async function storeNotices(
  tx: Database,
  notices: readonly CompanyNotice[],
  now: Date,
): Promise<CompanyNotice[]> {
  const kept = notices.filter(isStoredNotice);
  if (kept.length === 0) return [...notices];
  const rows = await tx
    .insert(notifications)
    .values(
      kept.map((notice) => ({
        company_id: notice.companyId,
        message: storedMessage(notice.message),
        details: notice.details ?? {},
        created_at: now,
      })),
    )
    // A multi-row VALUES insert returns its rows in the order given.
    .returning({ id: notifications.id });
  const ids = new Map(kept.map((notice, i) => [notice, String(rows[i]!.id)]));
  return notices.map((notice) => {
    const id = ids.get(notice);
    return id === undefined
      ? notice
      : { ...notice, details: { ...notice.details, [NOTIFICATION_ID_DETAIL]: id } };
  });
}

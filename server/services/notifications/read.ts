/**
 * Marking the bell's notifications read: some by id (NotificationsMarkRead) or all of them
 * (NotificationsMarkAllRead), the company's own only: another company's ids change nothing.
 * When anything changed, a refresh-only notice tells the company's other open tabs, so
 * their bells count again (docs/product.md#notification-centre).
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NOTIFICATIONS_READ_EVENT } from '../../../domain/notifications/rules';
import {
  notificationsMarkDealReadSchema,
  notificationsMarkReadSchema,
} from '../../../domain/notifications/schema';
import { notifications } from '../../db/schema/notifications';
import { publishNotices, validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError } from '../errors';
import { parseId } from '../ids';
import { unreadCount, unreadOf } from './list';

/** Marks the company's unread notifications matching `only` read; whether any changed. */
async function markRead(env: ServiceEnv, companyId: number, only?: SQL): Promise<boolean> {
  const changed = await env.db
    .update(notifications)
    .set({ read_at: env.services.now() })
    .where(and(unreadOf(companyId), only))
    .returning({ id: notifications.id });
  if (changed.length === 0) return false;
  // Refresh-only (no message): never stored, no toast.
  await publishNotices(env.services.publisher, env.log, [
    { companyId, message: '', details: { event: NOTIFICATIONS_READ_EVENT } },
  ]);
  return true;
}

/** NotificationsMarkRead: 1 to 100 ids; an id that is not a number is refused. */
export async function markNotificationsRead(
  env: ServiceEnv,
  companyId: number,
  args: { ids: readonly string[] },
): Promise<number> {
  const { ids } = await validated(notificationsMarkReadSchema, args);
  const rowIds = ids.map(parseId).filter((id) => id !== null);
  if (rowIds.length !== ids.length) throw fieldError('ids', 'errors:notificationNotFound');
  await markRead(env, companyId, inArray(notifications.id, rowIds));
  return unreadCount(env.db, companyId);
}

/** NotificationsMarkAllRead: everything up to now is read, so none is left unread. */
export async function markAllNotificationsRead(
  env: ServiceEnv,
  companyId: number,
): Promise<number> {
  await markRead(env, companyId);
  return 0;
}

/**
 * NotificationsMarkDealRead: opening a deal shows what its notifications said, so the
 * company's unread ones about that deal are read (docs/product.md#notification-centre).
 * Only the company's own rows are looked at: another company's deal id changes nothing.
 */
export async function markDealNotificationsRead(
  env: ServiceEnv,
  companyId: number,
  args: { deal_id: string },
): Promise<number> {
  const { deal_id } = await validated(notificationsMarkDealReadSchema, args);
  const dealId = parseId(deal_id);
  if (dealId === null) throw fieldError('deal_id', 'errors:dealNotFound');
  await markRead(env, companyId, sql`${notifications.details}->>'deal_id' = ${String(dealId)}`);
  return unreadCount(env.db, companyId);
}

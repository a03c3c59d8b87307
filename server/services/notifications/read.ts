/**
 * Marking the bell's notifications read: some by id (NotificationsMarkRead) or all of them
 * (NotificationsMarkAllRead), the person's own only: another company's or another person's
 * ids change nothing. When anything changed, a refresh-only notice tells the person's other
 * open tabs, so their bells count again (docs/product.md#notification-centre).
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
import type { Bell } from './list';
import { RECIPIENT_DETAIL } from './recipients';

/** Marks the bell's unread notifications matching `only` read; whether any changed. */
async function markRead(env: ServiceEnv, bell: Bell, only?: SQL): Promise<boolean> {
  const changed = await env.db
    .update(notifications)
    .set({ read_at: env.services.now() })
    .where(and(unreadOf(bell), only))
    .returning({ id: notifications.id });
  if (changed.length === 0) return false;
  // Refresh-only (no message): never stored, no toast; only the person's own tabs hear it.
  await publishNotices(env.services.publisher, env.log, [
    {
      companyId: bell.companyId,
      message: '',
      details: { event: NOTIFICATIONS_READ_EVENT, [RECIPIENT_DETAIL]: String(bell.personId) },
    },
  ]);
  return true;
}

/** NotificationsMarkRead: 1 to 100 ids; an id that is not a number is refused. */
export async function markNotificationsRead(
  env: ServiceEnv,
  bell: Bell,
  args: { ids: readonly string[] },
): Promise<number> {
  const { ids } = await validated(notificationsMarkReadSchema, args);
  const rowIds = ids.map(parseId).filter((id) => id !== null);
  if (rowIds.length !== ids.length) throw fieldError('ids', 'errors:notificationNotFound');
  await markRead(env, bell, inArray(notifications.id, rowIds));
  return unreadCount(env.db, bell);
}

/** NotificationsMarkAllRead: everything up to now is read, so none is left unread. */
export async function markAllNotificationsRead(env: ServiceEnv, bell: Bell): Promise<number> {
  await markRead(env, bell);
  return 0;
}

/**
 * NotificationsMarkDealRead: opening a deal shows what its notifications said, so the
 * person's unread ones about that deal are read (docs/product.md#notification-centre).
 * Only the person's own rows are looked at: another company's deal id changes nothing.
 */
export async function markDealNotificationsRead(
  env: ServiceEnv,
  bell: Bell,
  args: { deal_id: string },
): Promise<number> {
  const { deal_id } = await validated(notificationsMarkDealReadSchema, args);
  const dealId = parseId(deal_id);
  if (dealId === null) throw fieldError('deal_id', 'errors:dealNotFound');
  await markRead(env, bell, sql`${notifications.details}->>'deal_id' = ${String(dealId)}`);
  return unreadCount(env.db, bell);
}

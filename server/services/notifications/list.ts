/**
 * The bell's history (Notifications): the company's stored notifications, newest first by
 * id (ids grow with time), optionally only the unread ones, with how many match and how
 * many are unread. A page and both counts are one statement (notifications_company_idx, or
 * notifications_company_unread_idx for the unread ones and the unread count); only a page
 * that comes back empty after a cursor needs a second one for the counts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { NotificationRow } from '../../db/schema/notifications';
import { countWhere, pageArgs } from '../shared/paging';
import type { ServiceEnv } from '../env';
import { byId, orderBy, pageOf } from '../shared/pagination';
import type { Page } from '../shared/pagination';

const NEWEST = byId<NotificationRow>(notifications.id, 'newest', 'desc');

export interface NotificationsArgs {
  first?: number | null;
  after?: string | null;
  unread?: boolean | null;
}

export interface NotificationsPage extends Page<NotificationRow> {
  /** The company's unread notifications, whatever the filter. */
  unreadCount: number;
}

/** The company's unread notifications (the partial index's own condition). */
export const unreadOf = (companyId: number): SQL =>
  and(eq(notifications.company_id, companyId), isNull(notifications.read_at))!;

/** How many of the company's notifications are unread, in one statement. */
export async function unreadCount(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ unread: countWhere(notifications, unreadOf(companyId)) })
    .from(sql`(values (1)) as one`);
  return row?.unread ?? 0;
}

export async function listNotifications(
  env: ServiceEnv,
  companyId: number,
  args: NotificationsArgs,
): Promise<NotificationsPage> {
  // The cursor is its only text (checked with every list's page arguments).
  const { size, position } = await pageArgs(NEWEST, args);
  const where = args.unread ? unreadOf(companyId) : eq(notifications.company_id, companyId);
  const counts = {
    total: countWhere(notifications, where),
    unread: countWhere(notifications, unreadOf(companyId)),
  };
  const rows = await env.db
    .select({ row: notifications, ...counts })
    .from(notifications)
    .where(and(where, position))
    .orderBy(...orderBy(NEWEST))
    .limit(size + 1);
  const [first] = rows;
  const totals = first ??
    (await env.db.select(counts).from(sql`(values (1)) as one`))[0] ?? { total: 0, unread: 0 };
  const page = pageOf(
    NEWEST,
    rows.map(({ row }) => row),
    size,
    totals.total,
  );
  return { ...page, unreadCount: totals.unread };
}

/**
 * The bell's history (Notifications): a person's stored notifications in the company they
 * work on, newest first by id (ids grow with time), optionally only the unread ones, with
 * how many match and how many are unread. A page and both counts are one statement
 * (notifications_recipient_idx, or notifications_recipient_unread_idx for the unread ones
 * and the unread count); only a page that comes back empty after a cursor needs a second
 * one for the counts.
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
  /** The bell's unread notifications, whatever the filter. */
  unreadCount: number;
}

/**
 * Whose bell: a person of a company's team in that company (a creator: its own account
 * twice). Each person has their own notifications and read marks.
 */
export interface Bell {
  companyId: number;
  personId: number;
}

/** The bell's notifications. */
export const bellOf = ({ companyId, personId }: Bell): SQL =>
  and(eq(notifications.company_id, companyId), eq(notifications.recipient_id, personId))!;

/** The bell's unread notifications (the partial index's own condition). */
export const unreadOf = (bell: Bell): SQL => and(bellOf(bell), isNull(notifications.read_at))!;

/** How many of the bell's notifications are unread, in one statement. */
export async function unreadCount(db: Database, bell: Bell): Promise<number> {
  const [row] = await db
    .select({ unread: countWhere(notifications, unreadOf(bell)) })
    .from(sql`(values (1)) as one`);
  return row?.unread ?? 0;
}

export async function listNotifications(
  env: ServiceEnv,
  bell: Bell,
  args: NotificationsArgs,
): Promise<NotificationsPage> {
  // The cursor is its only text (checked with every list's page arguments).
  const { size, position } = await pageArgs(NEWEST, args);
  const where = args.unread ? unreadOf(bell) : bellOf(bell);
  const counts = {
    total: countWhere(notifications, where),
    unread: countWhere(notifications, unreadOf(bell)),
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

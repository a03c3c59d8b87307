import type { NotificationRow } from '../../db/schema/notifications';
import { listNotifications } from '../../services/notifications/list';
import type { Bell } from '../../services/notifications/list';
import {
  markAllNotificationsRead,
  markDealNotificationsRead,
  markNotificationsRead,
} from '../../services/notifications/read';
import {
  notificationSettings,
  updateNotificationSettings,
} from '../../services/notifications/settings';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type { Notification, Resolvers } from '../generated/app';
import { toConnection } from './connection';

/** A stored notification in the API's shape: its text and what it was published with. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    message: row.message,
    event: row.details.event ?? null,
    deal_id: row.details.deal_id ?? null,
    campaign_id: row.details.campaign_id ?? null,
    read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The bell of the session's person in the company they work on, or a creator's own
 * (roles.ts lets both in): every call is scoped to both ids of the session.
 */
const bellOf = (ctx: AppContext): Bell => ({ companyId: ctx.companyId, personId: ctx.accountId });

export const notificationResolvers: Resolvers = {
  Query: {
    Notifications: translated(async (_parent, args, ctx) => {
      const page = await listNotifications(ctx, bellOf(ctx), args);
      return { ...toConnection(page, toNotification), unread_count: page.unreadCount };
    }),
    NotificationSettings: translated(async (_parent, _args, ctx) => ({
      muted_kinds: (await notificationSettings(ctx, bellOf(ctx))).mutedKinds,
    })),
  },
  Mutation: {
    NotificationSettingsUpdate: translated(async (_parent, args, ctx) => ({
      muted_kinds: (await updateNotificationSettings(ctx, bellOf(ctx), args)).mutedKinds,
    })),
    NotificationsMarkRead: translated((_parent, args, ctx) =>
      markNotificationsRead(ctx, bellOf(ctx), args),
    ),
    NotificationsMarkAllRead: translated((_parent, _args, ctx) =>
      markAllNotificationsRead(ctx, bellOf(ctx)),
    ),
    NotificationsMarkDealRead: translated((_parent, args, ctx) =>
      markDealNotificationsRead(ctx, bellOf(ctx), args),
    ),
  },
};

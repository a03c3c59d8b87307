import type { NotificationRow } from '../../db/schema/notifications';
import { listNotifications } from '../../services/notifications/list';
import {
  markAllNotificationsRead,
  markDealNotificationsRead,
  markNotificationsRead,
} from '../../services/notifications/read';
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

/** The bell of the session's account, a company's or a creator's (roles.ts lets both in): every call is scoped to ctx.companyId, the account's id. */
export const notificationResolvers: Resolvers = {
  Query: {
    Notifications: translated(async (_parent, args, ctx) => {
      const page = await listNotifications(ctx, ctx.companyId, args);
      return { ...toConnection(page, toNotification), unread_count: page.unreadCount };
    }),
  },
  Mutation: {
    NotificationsMarkRead: translated((_parent, args, ctx) =>
      markNotificationsRead(ctx, ctx.companyId, args),
    ),
    NotificationsMarkAllRead: translated((_parent, _args, ctx) =>
      markAllNotificationsRead(ctx, ctx.companyId),
    ),
    NotificationsMarkDealRead: translated((_parent, args, ctx) =>
      markDealNotificationsRead(ctx, ctx.companyId, args),
    ),
  },
};

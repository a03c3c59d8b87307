import type { NotificationItem, NotificationPage } from '@/features/notifications/api';
import type { Reply } from '../account/apiStub';

/** Notification n, n minutes old, about deal n; tests override what they are about. */
export function notification(
  n: number,
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  return {
    id: `notification-${n}`,
    message: `Deal ${n} moved on`,
    event: 'deal_changed',
    deal_id: `deal-${n}`,
    campaign_id: 'campaign-1',
    read: false,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

export function notificationPage(
  nodes: NotificationItem[],
  {
    total = nodes.length,
    unread = nodes.filter((node) => !node.read).length,
    next = null,
  }: { total?: number; unread?: number; next?: string | null } = {},
): NotificationPage {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
    unread_count: unread,
  };
}

export const notificationsReply = (page: NotificationPage): Reply => ({
  data: { Notifications: page },
});
export const unreadReply = (count: number): Reply => ({
  data: { Notifications: { unread_count: count } },
});

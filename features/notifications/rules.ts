/**
 * Where a notification leads in the app (docs/product.md#notification-centre). The rules
 * the server shares are in domain/notifications/rules.ts.
 */
import { CAMPAIGN_STATUS_EVENT } from '@/domain/campaigns/rules';
import { DEAL_CHANGED_EVENT, DEAL_MESSAGE_EVENT } from '@/domain/deals/rules';
import { LICENCE_EXPIRING_EVENT } from '@/domain/notifications/rules';
import type { NotificationTarget } from '@/domain/notifications/rules';
import { paths } from '@/src/lib/paths';

/**
 * Where a notification leads: its deal, else its campaign, else nowhere. Rights about to
 * end lead to the content listing filtered on them, where they are extended.
 */
export function notificationLink(target: NotificationTarget): string | null {
  if (target.event === LICENCE_EXPIRING_EVENT) return paths.contentExpiring;
  if (
    target.deal_id &&
    (target.event === DEAL_CHANGED_EVENT || target.event === DEAL_MESSAGE_EVENT)
  ) {
    return paths.deal(target.deal_id);
  }
  if (target.campaign_id && target.event === CAMPAIGN_STATUS_EVENT) {
    return paths.campaign(target.campaign_id);
  }
  return null;
}

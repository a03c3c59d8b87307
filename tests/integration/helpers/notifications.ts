/** The stored notifications of an account, and one as the Notifications operation shows it. */
import { asc, eq } from 'drizzle-orm';
import { notifications } from '@/server/db/schema/notifications';
import type { TestServer } from './testServer';

export interface ApiNotification {
  id: string;
  message: string;
  event: string | null;
  deal_id: string | null;
  campaign_id: string | null;
  read: boolean;
  created_at: string;
}

/** The stored rows of an account (a company or a creator), oldest first. */
export const storedNotificationsOf = (t: Pick<TestServer, 'db'>, accountId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.company_id, accountId))
    .orderBy(asc(notifications.id));

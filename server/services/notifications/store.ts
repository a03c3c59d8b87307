/**
 * Storing real-time notices for the bell (docs/product.md#notification-centre): every notice
 * with a message is written for each person it reaches (see recipients.ts) in the
 * transaction that queued it, before it is published, so what a toast showed for 5 seconds
 * is still there afterwards. A notice with an empty message only tells open screens to
 * refresh: it is never stored.
 *
 * A notice with a coalescing key joins the person's unread notification of that key
 * instead of adding a row: an upsert on notifications_recipient_coalesce_unread_idx, so
 * notices stored at once (or on several servers) still leave one unread row.
 */
import { eq, sql } from 'drizzle-orm';
import { storedMessage } from '../../../domain/notifications/rules';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { CompanyNotice, NoticeCoalescing } from './notice';
import { perPerson } from './recipients';

/** The detail a stored notice is published with: its row's id, as the API shows it. */
const NOTIFICATION_ID_DETAIL = 'notification_id';

/** The person a notice (as perPerson addressed it) is stored for. */
const recipientOf = (notice: CompanyNotice): number => notice.personId ?? notice.companyId;

/** Whether a notice is kept for the bell (one with text), not only a refresh. */
export const isStoredNotice = (notice: CompanyNotice): boolean => notice.message !== '';

const withId = (notice: CompanyNotice, id: number): CompanyNotice => ({
  ...notice,
  details: { ...notice.details, [NOTIFICATION_ID_DETAIL]: String(id) },
});

/** The partial unique index's own condition (ON CONFLICT must name it to use the index). */
const UNREAD_WITH_KEY = sql`${notifications.read_at} is null and ${notifications.coalesce_key} is not null`;

/**
 * Stores one coalescing notice: a new unread row, or the unread row of its key updated.
 * Returns the notice as published: with its row's id, its text for the count, or, when a
 * `once` notice found one unread already, as a refresh only (empty message).
 */
async function storeCoalesced(
  tx: Database,
  notice: CompanyNotice,
  coalesce: NoticeCoalescing,
  now: Date,
): Promise<CompanyNotice> {
  if (coalesce.mode === 'once') {
    const [row] = await tx
      .insert(notifications)
      .values({
        company_id: notice.companyId,
        recipient_id: recipientOf(notice),
        message: storedMessage(notice.message),
        details: notice.details ?? {},
        created_at: now,
        coalesce_key: coalesce.key,
      })
      .onConflictDoNothing({
        target: [notifications.company_id, notifications.recipient_id, notifications.coalesce_key],
        where: UNREAD_WITH_KEY,
      })
      .returning({ id: notifications.id });
    return row ? withId(notice, row.id) : { ...notice, message: '', coalesce: undefined };
  }
  // Raw SQL: the query builder cannot set the identity column (`id = default`), which
  // gives the updated notification a new id, so it lists as the newest (ids order the bell)
  // and a toast's notification_id is the row as it is now.
  const result = await tx.execute(sql`insert into ${notifications}
      (company_id, recipient_id, message, details, created_at, coalesce_key)
    values (${notice.companyId}, ${recipientOf(notice)}, ${storedMessage(notice.message)},
      ${JSON.stringify(notice.details ?? {})}::jsonb, ${now.toISOString()}::timestamptz,
      ${coalesce.key})
    on conflict (company_id, recipient_id, coalesce_key)
      where read_at is null and coalesce_key is not null
    do update set id = default, count = ${notifications}.count + 1, message = excluded.message,
      details = excluded.details, created_at = excluded.created_at
    returning id, count`);
  const row = (result as unknown as { rows: Array<{ id: number; count: number }> }).rows[0];
  const stored = { id: Number(row!.id), count: Number(row!.count) };
  if (stored.count === 1 || !coalesce.messageFor) return withId(notice, stored.id);
  // The row is this transaction's (locked by the upsert) until the commit.
  const message = storedMessage(coalesce.messageFor(stored.count));
  await tx.update(notifications).set({ message }).where(eq(notifications.id, stored.id));
  return withId({ ...notice, message }, stored.id);
}

/**
 * Stores the notices that have a message, one per person they reach, and returns what to
 * publish in the notices' order: each notice as one per person (addressed to them, see
 * recipients.ts), the stored ones with `notification_id` added to their details (so the
 * bell can tell a toast it already lists). Plain notices are one statement; coalescing ones
 * one upsert each.
 */
export async function storeNotices(
  tx: Database,
  queued: readonly CompanyNotice[],
  now: Date,
): Promise<CompanyNotice[]> {
  const notices = await perPerson(tx, queued);
  const plain = notices.filter((notice) => isStoredNotice(notice) && !notice.coalesce);
  const ids = new Map<CompanyNotice, number>();
  if (plain.length > 0) {
    const rows = await tx
      .insert(notifications)
      .values(
        plain.map((notice) => ({
          company_id: notice.companyId,
          recipient_id: recipientOf(notice),
          message: storedMessage(notice.message),
          details: notice.details ?? {},
          created_at: now,
        })),
      )
      // A multi-row VALUES insert returns its rows in the order given.
      .returning({ id: notifications.id });
    plain.forEach((notice, i) => ids.set(notice, rows[i]!.id));
  }
  const published: CompanyNotice[] = [];
  for (const notice of notices) {
    const id = ids.get(notice);
    if (id !== undefined) published.push(withId(notice, id));
    else if (notice.coalesce && isStoredNotice(notice)) {
      published.push(await storeCoalesced(tx, notice, notice.coalesce, now));
    } else published.push(notice);
  }
  return published;
}

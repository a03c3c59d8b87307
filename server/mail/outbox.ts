import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/mail';
import type { OutboxRow } from '../db/schema/mail';
import { normalizeEmail } from '../services/companies';

export const DEFAULT_OUTBOX_LIMIT = 20;
export const MAX_OUTBOX_LIMIT = 500;

/** The newest outbox mails first, optionally only those to one address. */
export async function listOutbox(
  db: Database,
  { to, limit = DEFAULT_OUTBOX_LIMIT }: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxRow[]> {
  const query = db.select().from(outbox);
  const filtered = to ? query.where(eq(outbox.to, normalizeEmail(to))) : query;
  return filtered.orderBy(desc(outbox.created_at), desc(outbox.id)).limit(limit);
}

/** Plain-text listing for the terminal (`npm run admin -- mail`). */
export function formatOutbox(rows: OutboxRow[]): string {
  if (rows.length === 0) return 'The outbox is empty.';
  return rows
    .map((row) =>
      [
        `#${row.id}  ${row.created_at.toISOString()}`,
        `To:      ${row.to}`,
        `Subject: ${row.subject}`,
        '',
        row.text.trimEnd(),
      ].join('\n'),
    )
    .join(`\n\n${'='.repeat(72)}\n\n`);
}

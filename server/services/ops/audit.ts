/**
 * The audit log's one writer (docs/product.md#operator-console). Every operator action, in
 * the console or on the command line, calls `recordAudit` inside the transaction that
 * makes the change: the row commits with the change or not at all, so an action that
 * failed leaves no trace and a trace never names an action that did not happen.
 */
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/ops';

/** Who acts: a signed-in operator, or the command line (`npm run admin`), recorded as "cli". */
export type AuditActor =
  | { kind: 'operator'; operatorId: number; email: string }
  | { kind: 'cli' };

export const CLI_ACTOR: AuditActor = { kind: 'cli' };
export const CLI_LABEL = 'cli';

/** What was done: `action` such as `campaign.approve`, on `recordType` `recordId`. */
export interface AuditEntry {
  action: string;
  recordType: string;
  recordId: string | number;
  reason?: string;
  details?: Record<string, unknown>;
}

/** Appends one row to the audit log, in the caller's transaction `tx`. */
export async function recordAudit(
  tx: Database,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date = new Date(),
): Promise<void> {
  await tx.insert(auditLog).values({
    created_at: now,
    operator_id: actor.kind === 'operator' ? actor.operatorId : null,
    operator_label: actor.kind === 'operator' ? actor.email : CLI_LABEL,
    action: entry.action,
    record_type: entry.recordType,
    record_id: String(entry.recordId),
    reason: entry.reason ?? '',
    details: entry.details ?? {},
  });
}

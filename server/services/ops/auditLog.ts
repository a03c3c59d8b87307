/**
 * OpsAuditLog (docs/product.md#operator-console): the audit log newest first, by
 * (created_at, id), filtered by exact operator, action or record and by a time range. Each
 * filter has an index that starts with it and goes on with (created_at, id), so a page is
 * one range read whichever filter is given.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { opsAuditLogArgsSchema } from '../../../domain/ops/auditSchema';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/ops';
import type { AuditLogRow } from '../../db/schema/ops';
import { validated } from '../env';
import { after, byCreation, orderBy, pageOf, pageSize } from '../shared/pagination';

/** OpsAuditLog's page size when `first` is not given. */
export const OPS_AUDIT_PAGE_DEFAULT = 50;

const NEWEST = byCreation<AuditLogRow>(auditLog, 'audit-newest', 'desc');

export interface AuditLogFilter {
  operator?: string | null;
  action?: string | null;
  record_type?: string | null;
  record_id?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface AuditLogPage {
  nodes: AuditLogRow[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export async function listAuditLog(
  db: Database,
  args: { filter?: AuditLogFilter | null; first?: number | null; after?: string | null },
): Promise<AuditLogPage> {
  const input = await validated(opsAuditLogArgsSchema, { ...args.filter, after: args.after });
  const size = pageSize(args.first ?? OPS_AUDIT_PAGE_DEFAULT);
  const exact = (column: AnyColumn, value: string | undefined) =>
    value === undefined ? undefined : eq(column, value);
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        exact(auditLog.operator_label, input.operator),
        exact(auditLog.action, input.action),
        exact(auditLog.record_type, input.record_type),
        exact(auditLog.record_id, input.record_id),
        input.from === undefined ? undefined : gte(auditLog.created_at, new Date(input.from)),
        input.to === undefined ? undefined : lt(auditLog.created_at, new Date(input.to)),
        after(NEWEST, input.after),
      ),
    )
    .orderBy(...orderBy(NEWEST))
    .limit(size + 1);
  // The console's log has no total (counting a log that only grows would cost a scan).
  const { nodes, hasNextPage, endCursor } = pageOf(NEWEST, rows, size, 0);
  return { nodes, hasNextPage, endCursor };
}

import { logOut } from '../../services/account/login';
import { operatorMe } from '../../services/ops/account';
import { listAuditLog } from '../../services/ops/auditLog';
import type { AuditLogRow } from '../../db/schema/ops';
import { translated } from '../errors';
import type { OpsAuditEntry, Resolvers } from '../generated/app';

/** An audit row as the console reads it: string ids, ISO time, details as JSON text. */
function toAuditEntry(row: AuditLogRow): OpsAuditEntry {
  return {
    id: String(row.id),
    created_at: row.created_at.toISOString(),
    operator: row.operator_label,
    action: row.action,
    record_type: row.record_type,
    record_id: row.record_id,
    reason: row.reason,
    details: JSON.stringify(row.details),
  };
}

/**
 * The operator's own session and the audit log (docs/product.md#operator-console), for
 * operator sessions only (server/graphql/roles.ts): thin, the services do the work.
 */
export const opsAccountResolvers: Resolvers = {
  Query: {
    OpsMe: translated((_parent, _args, ctx) => operatorMe(ctx.db, ctx.companyId, ctx.sessionId)),
    OpsAuditLog: translated(async (_parent, args, ctx) => {
      const page = await listAuditLog(ctx.db, args);
      return {
        nodes: page.nodes.map(toAuditEntry),
        page_info: { has_next_page: page.hasNextPage, end_cursor: page.endCursor },
      };
    }),
  },
  Mutation: {
    OpsLogout: translated((_parent, _args, ctx) => logOut(ctx, ctx.companyId, ctx.sessionId)),
  },
};

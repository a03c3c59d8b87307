/**
 * The operator console's audit log arguments (docs/product.md#operator-console), for the
 * console's filters and the API.
 */
import { pageArgsSchema } from '../pagination';
import { storableString } from '../validation';
import { timestamp } from '../wallet/schema';

/** What the audit log's text filters (e-mail, action, record) may have at most. */
export const OPS_AUDIT_FILTER_MAX = 255;

const filterText = () =>
  storableString().max(OPS_AUDIT_FILTER_MAX, 'validation:opsFilterLength').optional();

/** OpsAuditLog's filter and page: exact texts, an instant range (from inclusive, to exclusive). */
export const opsAuditLogArgsSchema = pageArgsSchema.shape({
  operator: filterText(),
  action: filterText(),
  record_type: filterText(),
  record_id: filterText(),
  from: timestamp(),
  to: timestamp(),
});

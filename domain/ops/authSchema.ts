/**
 * The operator console's login and audit log arguments (docs/product.md#operator-console),
 * one set of rules for the console's forms and the API.
 */
import { object } from 'yup';
import { linkToken, newPassword } from '../account/schema';
import { pageArgsSchema } from '../pagination';
import { storableString } from '../validation';
import { timestamp } from '../wallet/schema';

/** Longer than any code or recovery code, with room for the spaces people type. */
export const OPS_CODE_MAX_LENGTH = 32;
/** What the audit log's text filters (e-mail, action, record) may have at most. */
export const OPS_AUDIT_FILTER_MAX = 255;

/** The set-password link's form: the password follows the company's rules. */
export const opsPasswordSetSchema = object({
  token: linkToken(),
  password: newPassword(),
});

/** The second step's code: a 6-digit TOTP code or a recovery code, as typed. */
export const opsCodeSchema = object({
  /** The first step's ticket, as it gave it (anything else is INVALID_TICKET later). */
  ticket: storableString().required('validation:opsTicketRequired'),
  code: storableString()
    .trim()
    .required('validation:opsCodeRequired')
    .max(OPS_CODE_MAX_LENGTH, 'validation:opsCodeRequired'),
});

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

/**
 * What an operator's decision carries into the audit log (docs/product.md#operator-console):
 * who decided, and why. The services that decide (a campaign's review, screening, a
 * dispute) take it and record it in their own transaction with `recordAudit`.
 */
import { object } from 'yup';
import { opsReasonSchema } from '../../../domain/ops/schema';
import { validated } from '../env';
import type { AuditActor } from './audit';

/** Who decided and why ('' when the decision needs no reason, such as an approval). */
export interface AuditNote {
  actor: AuditActor;
  reason: string;
}

const reasonSchema = object({ reason: opsReasonSchema });

/** A reason the action requires: 8 to 255 characters, trimmed (BAD_USER_INPUT otherwise). */
export async function requiredReason(reason: string | null | undefined): Promise<string> {
  return (await validated(reasonSchema, { reason: reason ?? '' })).reason;
}

/** A reason the action may go without (approvals): blank is none; anything else as required. */
export function optionalReason(reason: string | null | undefined): Promise<string> {
  if (reason == null || reason.trim() === '') return Promise.resolve('');
  return requiredReason(reason);
}

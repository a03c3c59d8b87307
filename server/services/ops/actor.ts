/**
 * Who an operator action is recorded as (docs/product.md#operator-console): the signed-in
 * operator of the request, as the audit log names it.
 */
import type { AccountRole } from '../../db/schema/account';
import { ServiceError } from '../errors';
import type { AuditActor } from './audit';

/** The operator of an operator session: its account id and e-mail (the context carries it). */
export interface OperatorIdentity {
  id: number;
  email: string;
}

/**
 * The audit actor of a request's context. Only an operator session has one: anything else
 * is refused as FORBIDDEN (server/graphql/roles.ts refuses it earlier already).
 */
export function operatorActor(ctx: { role: AccountRole; operator?: OperatorIdentity }): AuditActor {
  if (ctx.role !== 'operator' || !ctx.operator) {
    throw new ServiceError('FORBIDDEN', 'errors:roleForbidden');
  }
  return { kind: 'operator', operatorId: ctx.operator.id, email: ctx.operator.email };
}

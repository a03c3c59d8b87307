/**
 * The signed-in operator as the audit log names it (docs/product.md#operator-console): the
 * session's account and its e-mail, read when an action is recorded.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../graphql/context';
import { companies } from '../../db/schema/account';
import type { AuditActor } from './audit';

export async function operatorActor(ctx: AppContext): Promise<AuditActor> {
  const [operator] = await ctx.db
    .select({ email: companies.email })
    .from(companies)
    .where(and(eq(companies.id, ctx.companyId), eq(companies.role, 'operator')));
  // roles.ts lets only operator sessions reach Ops… operations: anything else is a bug.
  if (!operator) throw new Error('operatorActor: the session is not an operator');
  return { kind: 'operator', operatorId: ctx.companyId, email: operator.email };
}

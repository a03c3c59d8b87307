/**
 * The operator a console request acts as, for the audit log (docs/product.md#operator-console).
 * Written here with the signature the operator sessions' part exports, so the people and
 * money actions can record who acted; that part's version replaces it.
 */
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/account';
import type { AppContext } from '../../graphql/context';
import { ServiceError } from '../errors';
import type { AuditActor } from './audit';

/** The session's operator: its account id is ctx.companyId; its e-mail is read. */
export async function operatorActor(ctx: AppContext): Promise<AuditActor> {
  const [row] = await ctx.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  // The session's account is gone: only a race with its removal.
  if (!row) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  return { kind: 'operator', operatorId: ctx.companyId, email: row.email };
}

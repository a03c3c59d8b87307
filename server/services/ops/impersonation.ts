/**
 * Impersonation (docs/product.md#operator-console): a support person opens a company
 * session of one hour through a link, from the console or the command line. The session,
 * the audit row and the notice in the company's own notification centre are written in one
 * transaction; the notice is published live after the commit, in the company's language.
 * The command line also opens one as a person (docs/product.md#brand-teams): in the company
 * their login would open, with their role there.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { IMPERSONATION_TTL_SECONDS } from '../../../domain/ops/rules';
import { issueSession } from '../../auth/tokens';
import type { SessionMember } from '../../auth/tokens';
import type { Database } from '../../db/client';
import type { CompanyNotice } from '../notifications/notice';
import { companies } from '../../db/schema/account';
import { translate } from '../../i18n';
import { localesOf } from '../account/language';
import { commitThenMail } from '../env';
import type { ServiceEnv } from '../env';
import { parseId } from '../ids';
import { recordAudit } from './audit';
import type { AuditActor } from './audit';
import { opsCompanyNotFound } from './companies';
import { IS_COMPANY_ACCOUNT } from '../teams/companyAccounts';
import { companyToOpen } from '../teams/membership';
import { ServiceError } from '../errors';

export const COMPANY_IMPERSONATED_EVENT = 'company_impersonated';

export interface Impersonation {
  url: string;
  expiresAt: Date;
}

/**
 * Opens a session as the company `companyId` (a live company only: any other id is
 * NOT_FOUND) and answers its link. `reason` is already checked. The company is told in its
 * notification centre whenever a person gives a reason (the console always asks for one);
 * the command line's scripts (tests, the simulator, a demo's login) give none, and are
 * recorded in the audit log only.
 */
export async function impersonateCompany(
  env: ServiceEnv,
  actor: AuditActor,
  companyId: string | number,
  reason: string,
): Promise<Impersonation> {
  const id = typeof companyId === 'number' ? companyId : parseId(companyId);
  if (id === null) throw opsCompanyNotFound();
  return commitThenMail(env, async (tx, _mails, notices) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), IS_COMPANY_ACCOUNT, isNull(companies.deleted_at)));
    if (!company) throw opsCompanyNotFound();
    return openImpersonation(tx, notices, env, actor, { companyId: company.id, reason });
  });
}

/**
 * Opens a session as the person `accountId` (an account of role company, theirs or made by
 * an invitation) in the company their login opens: the one they worked in last, with their
 * role there. NO_COMPANY when they belong to no live company, as their login would answer.
 * The audit row and the notice are the company's, as for impersonateCompany.
 */
export async function impersonatePerson(
  env: ServiceEnv,
  actor: AuditActor,
  accountId: number,
  reason: string,
): Promise<Impersonation> {
  return commitThenMail(env, async (tx, _mails, notices) => {
    const membership = await companyToOpen(tx, accountId);
    if (!membership) throw new ServiceError('NO_COMPANY', 'errors:noCompany');
    const { companyId, teamRole } = membership;
    return openImpersonation(tx, notices, env, actor, {
      companyId,
      reason,
      member: { accountId, teamRole },
    });
  });
}

/**
 * The session of an hour as `member` in `companyId` (as its owner without one), its audit
 * row and, with a reason, the company's notice; answers the link.
 */
async function openImpersonation(
  tx: Database,
  notices: CompanyNotice[],
  env: ServiceEnv,
  actor: AuditActor,
  { companyId, reason, member }: { companyId: number; reason: string; member?: SessionMember },
): Promise<Impersonation> {
  const now = env.services.now();
  const { token, expires_in } = await issueSession(
    tx,
    env.config.jwtSecret,
    companyId,
    now,
    'company',
    IMPERSONATION_TTL_SECONDS,
    member,
  );
  const expiresAt = new Date(now.getTime() + expires_in * 1000);
  await recordAudit(
    tx,
    actor,
    {
      action: 'company.impersonate',
      recordType: 'company',
      recordId: companyId,
      reason,
      // Which person, when it is not the company's owner.
      details: {
        expires_at: expiresAt.toISOString(),
        ...(member && { person_id: member.accountId }),
      },
    },
    now,
  );
  if (reason) {
    const locale = (await localesOf(tx, [companyId]))(companyId);
    notices.push({
      companyId,
      message: translate(locale, 'opsPeople:impersonationNotice', { reason }),
      details: { event: COMPANY_IMPERSONATED_EVENT },
    });
  }
  return { url: `${env.config.publicUrl}/account/impersonate/${token}`, expiresAt };
}

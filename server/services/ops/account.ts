/**
 * Operators' accounts (docs/product.md#operator-console). `npm run admin -- operator-add`
 * makes one (or, for an existing operator, issues a new link: a lost password) and prints
 * a one-time link to set its password (OpsPasswordSet); `operator-reset-factor` removes a
 * lost second factor. Both are recorded in the audit log as the command line, in the
 * transaction of the change.
 */
import { and, eq } from 'drizzle-orm';
import { object } from 'yup';
import { signupSchema } from '../../../domain/account/schema';
import { opsPasswordSetArgsSchema } from '../../../domain/ops/loginSchema';
import { validateWith } from '../../../domain/validation';
import { hashPassword } from '../../auth/passwords';
import { revokeSessions } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { companies, sessions } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { operatorFactors } from '../../db/schema/ops';
import { consumeLink, createLink, findUsableLink, voidLinks } from '../account/links';
import { accountKey, clearFailures } from '../account/throttle';
import { findCompanyByEmail, findCompanyById, normalizeEmail } from '../companies';
import { success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { CLI_ACTOR, recordAudit } from './audit';

/** How long the link `operator-add` prints lets its operator set a password. */
export const OPERATOR_SETUP_LINK_TTL_MS = 24 * 60 * 60_000;

/** Where the link `operator-add` prints leads (the console's set-password page). */
export const operatorSetupLink = (publicUrl: string, token: string) =>
  `${publicUrl}/ops/set-password/${token}`;

/** Why `operator-add` or `operator-reset-factor` did nothing, in the operator's words. */
export class OperatorCommandError extends Error {}

const emailSchema = object({ email: signupSchema.fields.email });

export interface OperatorAdded {
  operator: CompanyRow;
  /** False when the e-mail was an operator's already: only a new link was issued. */
  created: boolean;
  token: string;
}

/**
 * Creates the operator (verified, no password yet) or finds the existing one, and issues
 * its set-up link (earlier unused ones stop working). Refuses an e-mail of a company or a
 * creator, and anything that is not an e-mail address.
 */
export async function addOperator(db: Database, email: string, now: Date): Promise<OperatorAdded> {
  const checked = await validateWith(emailSchema, { email });
  if (!checked.ok) throw new OperatorCommandError(`"${email}" is not a valid e-mail address`);
  const address = normalizeEmail(String(checked.value.email));
  return db.transaction(async (tx) => {
    let operator: CompanyRow | undefined = (await findCompanyByEmail(tx, address)) ?? undefined;
    if (operator && operator.role !== 'operator') {
      throw new OperatorCommandError(
        `${address} is a ${operator.role}'s account: an operator needs an e-mail of its own`,
      );
    }
    const created = !operator;
    if (!operator) {
      [operator] = await tx
        .insert(companies)
        .values({ email: address, role: 'operator', has_verified_email: true, created_at: now })
        .returning();
      if (!operator) throw new Error('INSERT … RETURNING returned no row');
    }
    const token = await createLink(
      tx,
      now,
      operator.id,
      'operator_setup',
      null,
      OPERATOR_SETUP_LINK_TTL_MS,
    );
    await recordAudit(
      tx,
      CLI_ACTOR,
      {
        action: 'operator.add',
        recordType: 'account',
        recordId: operator.id,
        details: { email: address, created },
      },
      now,
    );
    return { operator, created, token };
  });
}

/**
 * Removes an operator's second factor (its next login sets one up again) and ends its
 * sessions. Returns how many sessions ended; the caller tells the session cache.
 */
export async function resetOperatorFactor(
  db: Database,
  email: string,
  now: Date,
): Promise<{ operator: CompanyRow; hadFactor: boolean; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const operator = await findCompanyByEmail(tx, email);
    if (operator?.role !== 'operator') {
      throw new OperatorCommandError(`no operator with e-mail ${normalizeEmail(email)}`);
    }
    const removed = await tx
      .delete(operatorFactors)
      .where(eq(operatorFactors.account_id, operator.id))
      .returning({ id: operatorFactors.account_id });
    const sessionsEnded = await revokeSessions(tx, operator.id);
    await recordAudit(
      tx,
      CLI_ACTOR,
      {
        action: 'operator.reset_factor',
        recordType: 'account',
        recordId: operator.id,
        details: { had_factor: removed.length > 0, sessions_ended: sessionsEnded },
      },
      now,
    );
    return { operator, hadFactor: removed.length > 0, sessionsEnded };
  });
}

const invalidLink = () => new ServiceError('INVALID_LINK', 'errors:opsLinkInvalid');

/** A link error of the account links, as the one answer the console gives for all. */
const asInvalidLink = (error: unknown) =>
  error instanceof ServiceError && (error.code === 'LINK_INVALID' || error.code === 'LINK_EXPIRED')
    ? invalidLink()
    : error;

/**
 * OpsPasswordSet: the operator's password through its link (single use). Its sessions end
 * (whoever knew an older password is out) and its login failures are forgiven.
 */
export async function setOperatorPassword(
  env: ServiceEnv,
  args: { token: string; password: string },
): Promise<StatusMessage> {
  const input = await validated(opsPasswordSetArgsSchema, args);
  const now = env.services.now();
  // Checked before hashing, so a dead link answers at once.
  const link = await findUsableLink(env.db, now, input.token, 'operator_setup').catch(
    (error: unknown) => {
      throw asInvalidLink(error);
    },
  );
  const passwordHash = await hashPassword(input.password, env.services.passwordHashing);
  const operatorId = await env.db
    .transaction(async (tx) => {
      const operator = await findCompanyById(tx, link.company_id);
      if (operator?.role !== 'operator') throw invalidLink();
      await consumeLink(tx, now, link);
      await voidLinks(tx, now, operator.id, 'operator_setup');
      await tx
        .update(companies)
        .set({ password_hash: passwordHash })
        .where(eq(companies.id, operator.id));
      await revokeSessions(tx, operator.id);
      await clearFailures(tx, accountKey(operator.email));
      return operator.id;
    })
    .catch((error: unknown) => {
      throw asInvalidLink(error);
    });
  env.services.sessions.revoked(operatorId);
  return success(env, 'messages:opsPasswordSet');
}

export interface OperatorView {
  id: string;
  email: string;
  session_expires_at: string;
  recovery_codes_left: number;
}

/** OpsMe: the operator of the session, when the session ends, and its recovery codes left. */
export async function operatorMe(
  db: Database,
  operatorId: number,
  sessionId: string,
): Promise<OperatorView> {
  const [row] = await db
    .select({
      id: companies.id,
      email: companies.email,
      expiresAt: sessions.expires_at,
      hashes: operatorFactors.recovery_code_hashes,
    })
    .from(sessions)
    .innerJoin(companies, eq(companies.id, sessions.company_id))
    .leftJoin(operatorFactors, eq(operatorFactors.account_id, companies.id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.company_id, operatorId)))
    .limit(1);
  // The session was verified for this request: only a race with its removal lands here.
  if (!row) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  return {
    id: String(row.id),
    email: row.email,
    session_expires_at: row.expiresAt.toISOString(),
    recovery_codes_left: row.hashes?.length ?? 0,
  };
}

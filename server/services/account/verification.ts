import { and, eq, lt, lte, sql } from 'drizzle-orm';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
} from '../../../domain/account/rules';
import { verificationCodeSchema } from '../../../domain/account/schema';
import { hashSecret, randomCode, secretMatches } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { companies, verificationCodes } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import type { OutgoingMail } from '../../mail/mailer';
import { verificationCodeMail } from '../../mail/templates';
import { findCompanyById } from '../companies';
import { commitThenMail, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { personalNotice } from '../notifications/recipients';
import { ServiceError } from '../errors';

function codeValues(code: string, now: Date) {
  return {
    code_hash: hashSecret(code),
    created_at: now,
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
  };
}

/**
 * Replaces the company's code with a fresh one and queues its mail. With `throttle` the
 * replacement only happens when the previous code is at least a minute old, decided in
 * the same statement so two concurrent resends cannot both send; returns false then.
 */
export async function issueVerificationCode(
  env: ServiceEnv,
  tx: Database,
  company: Pick<CompanyRow, 'id' | 'email'>,
  mails: OutgoingMail[],
  { throttle }: { throttle: boolean },
): Promise<boolean> {
  const now = env.services.now();
  const code = randomCode();
  const values = codeValues(code, now);
  const resendAfter = new Date(now.getTime() - CODE_RESEND_INTERVAL_MS);
  const written = await tx
    .insert(verificationCodes)
    .values({ company_id: company.id, ...values })
    .onConflictDoUpdate({
      target: verificationCodes.company_id,
      set: values,
      setWhere: throttle ? lte(verificationCodes.created_at, resendAfter) : undefined,
    })
    .returning({ company_id: verificationCodes.company_id });
  if (written.length === 0) return false;
  mails.push(verificationCodeMail(env.t, company.email, code));
  return true;
}

const alreadyVerified = () => new ServiceError('ALREADY_VERIFIED', 'errors:alreadyVerified');

async function companyOrThrow(db: Database, companyId: number): Promise<CompanyRow> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  return company;
}

/** CompanyResendEmailVerificationCode: at most one new code a minute. */
export async function resendVerificationCode(
  env: ServiceEnv,
  companyId: number,
): Promise<StatusMessage> {
  return commitThenMail(env, async (tx, mails) => {
    const company = await companyOrThrow(tx, companyId);
    if (company.has_verified_email) return alreadyVerified();
    if (await issueVerificationCode(env, tx, company, mails, { throttle: true })) {
      return success(env, 'messages:codeSent');
    }
    const [current] = await tx
      .select({ created_at: verificationCodes.created_at })
      .from(verificationCodes)
      .where(eq(verificationCodes.company_id, companyId));
    const sentAt = current?.created_at.getTime() ?? 0;
    const waitMs = sentAt + CODE_RESEND_INTERVAL_MS - env.services.now().getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new ServiceError('RESEND_TOO_SOON', 'errors:resendTooSoon', {
      values: { count: retryAfterSeconds },
      details: { retryAfterSeconds },
    });
  });
}

/**
 * CompanyEmailVerificationByCode. A try is counted BEFORE the code is compared, in one
 * conditional UPDATE, so parallel guesses cannot exceed the limit; the count is committed
 * even though the answer is an error.
 */
export async function verifyEmailByCode(
  env: ServiceEnv,
  companyId: number,
  args: { email_validation_code: string },
): Promise<StatusMessage> {
  const { email_validation_code: code } = await validated(verificationCodeSchema, args);
  return commitThenMail(env, async (tx, _mails, notices) => {
    const company = await companyOrThrow(tx, companyId);
    // No code is compared once the e-mail is verified: any would otherwise be "right".
    if (company.has_verified_email) return alreadyVerified();

    const now = env.services.now();
    const [row] = await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.company_id, companyId),
          lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
        ),
      )
      .returning();
    if (!row) {
      const [voided] = await tx
        .select({ company_id: verificationCodes.company_id })
        .from(verificationCodes)
        .where(eq(verificationCodes.company_id, companyId));
      return voided
        ? new ServiceError('CODE_VOIDED', 'errors:codeVoided')
        : new ServiceError('CODE_EXPIRED', 'errors:codeExpired');
    }
    if (row.expires_at.getTime() <= now.getTime()) {
      return new ServiceError('CODE_EXPIRED', 'errors:codeExpired');
    }
    if (!secretMatches(code, row.code_hash)) {
      const attemptsLeft = CODE_MAX_ATTEMPTS - row.attempts;
      return attemptsLeft <= 0
        ? new ServiceError('CODE_VOIDED', 'errors:codeVoided')
        : new ServiceError('CODE_INVALID', 'errors:codeInvalid', { details: { attemptsLeft } });
    }
    await tx.delete(verificationCodes).where(eq(verificationCodes.company_id, companyId));
    await tx.update(companies).set({ has_verified_email: true }).where(eq(companies.id, companyId));
    notices.push(await personalNotice(tx, companyId, env.t('messages:emailVerified')));
    return success(env, 'messages:emailVerified');
  });
}

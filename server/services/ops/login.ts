/**
 * The operator console's login (docs/product.md#operator-console): e-mail and password
 * (OpsLogin, answered exactly like CompanyLogin for anyone who is not an operator), then a
 * TOTP code: set up at the first login (OpsTotpSetup, which also hands out the recovery
 * codes), or checked afterwards (OpsTotpVerify, a code or an unused recovery code). Wrong
 * codes count toward the login throttle, and toward one of the second factor's own that
 * only a right code forgives, so a known password cannot buy more guesses. A right code
 * opens an 8-hour operator session, recorded as `operator.login` in the same transaction.
 */
import { eq, isNull } from 'drizzle-orm';
import { loginRules } from '../../../domain/account/loginRules';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '../../../domain/account/rules';
import { OPERATOR_SESSION_TTL_SECONDS } from '../../../domain/ops/rules';
import { opsCodeArgsSchema } from '../../../domain/ops/loginSchema';
import { issueSession } from '../../auth/tokens';
import { newTotpSecret, totpUri } from '../../auth/totp';
import type { CompanyRow } from '../../db/schema/account';
import { operatorFactors } from '../../db/schema/ops';
import type { OperatorFactorRow } from '../../db/schema/ops';
import { authenticate } from '../account/login';
import type { AuthResult } from '../account/login';
import { loginKeys, throttledCheck } from '../account/throttle';
import type { ThrottleKey } from '../account/throttle';
import { findCompanyById } from '../companies';
import { SUCCESS, validated } from '../env';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { recordAudit } from './audit';
import { factorState, hashRecoveryCode, matchCode, newRecoveryCodes, readFactor } from './factor';
import type { CodeMatch } from './factor';
import { invalidTicket, issueTicket, readTicket } from './ticket';
import type { TicketStep } from './ticket';

export interface OpsLoginStep {
  step: TicketStep;
  ticket: string;
  totp_uri: string | null;
  totp_secret: string | null;
}

export interface OpsSetupResult {
  auth: AuthResult;
  recovery_codes: string[];
}

const invalidCode = () => new ServiceError('INVALID_CODE', 'errors:opsCodeInvalid');

/** The second factor's own counter: only a right code clears it (not a right password). */
const secondFactorKey = (accountId: number) => `second-factor:${accountId}`;

function codeKeys(account: CompanyRow, clientAddress: string): ThrottleKey[] {
  return [
    ...loginKeys(account.email, clientAddress),
    { key: secondFactorKey(account.id), maxFailures: LOGIN_MAX_FAILURES_PER_ACCOUNT },
  ];
}

/**
 * A new secret for an operator whose factor is not confirmed yet (a new one at each
 * login until a code confirms it); null when a concurrent set-up confirmed it meanwhile.
 */
async function drawSecret(env: ServiceEnv, accountId: number): Promise<OperatorFactorRow | null> {
  const secret = newTotpSecret();
  const now = env.services.now();
  const fresh = { totp_secret: secret, last_step: null, recovery_code_hashes: [], created_at: now };
  const [row] = await env.db
    .insert(operatorFactors)
    .values({ account_id: accountId, ...fresh })
    .onConflictDoUpdate({
      target: operatorFactors.account_id,
      set: fresh,
      setWhere: isNull(operatorFactors.confirmed_at),
    })
    .returning();
  return row ?? null;
}

/** OpsLogin: the password step. Its answer names the second step and carries its ticket. */
export async function opsLogin(
  env: ServiceEnv,
  args: { email: string; password: string },
): Promise<OpsLoginStep> {
  const input = await validated(loginRules, args);
  const account = await authenticate(env, input.email, input.password, 'operator');
  let factor = await readFactor(env.db, account.id);
  const now = env.services.now();
  if (!factor?.confirmed_at) {
    const drawn = await drawSecret(env, account.id);
    if (drawn) {
      const ticket = {
        accountId: account.id,
        step: 'totp_setup' as const,
        state: factorState(drawn),
      };
      return {
        step: 'totp_setup',
        ticket: await issueTicket(env.config.jwtSecret, ticket, now),
        totp_uri: totpUri(drawn.totp_secret, account.email),
        totp_secret: drawn.totp_secret,
      };
    }
    // A concurrent set-up confirmed the factor meanwhile: the code step follows. Had
    // operator-reset-factor also removed it since, the operator starts again.
    factor = await readFactor(env.db, account.id);
    if (!factor) throw invalidTicket();
  }
  const ticket = { accountId: account.id, step: 'totp' as const, state: factorState(factor) };
  return {
    step: 'totp',
    ticket: await issueTicket(env.config.jwtSecret, ticket, now),
    totp_uri: null,
    totp_secret: null,
  };
}

interface Accepted {
  account: CompanyRow;
  match: CodeMatch;
  state: string;
}

/**
 * The second step's checks: a live ticket for `step` whose factor has not changed since,
 * then the code under the throttle. INVALID_TICKET, INVALID_CODE or TOO_MANY_ATTEMPTS.
 */
async function acceptCode(
  env: ServiceEnv,
  args: { ticket: string; code: string },
  step: TicketStep,
): Promise<Accepted> {
  const now = env.services.now();
  const { code, ticket: given } = await validated(opsCodeArgsSchema, args);
  const ticket = await readTicket(env.config.jwtSecret, given, now);
  if (ticket.step !== step) throw invalidTicket();
  const account = await findCompanyById(env.db, ticket.accountId);
  if (account?.role !== 'operator') throw invalidTicket();
  const factor = await readFactor(env.db, account.id);
  if (!factor || factorState(factor) !== ticket.state) throw invalidTicket();
  if ((factor.confirmed_at !== null) !== (step === 'totp')) throw invalidTicket();

  const found: { match: CodeMatch | null } = { match: null };
  const check = async () => {
    found.match = await matchCode(factor, code, now, { recovery: step === 'totp' });
    return found.match !== null;
  };
  const passed = await throttledCheck(
    env.db,
    codeKeys(account, env.clientAddress),
    env.services.now,
    check,
    {
      forgive: secondFactorKey(account.id),
    },
  );
  if (!passed || !found.match) throw invalidCode();
  return { account, match: found.match, state: ticket.state };
}

/**
 * Applies an accepted code to the factor (locked: of two requests with one ticket, the
 * second finds the factor changed and gets INVALID_TICKET), opens the operator's session
 * and records the login, all in one transaction.
 */
async function openSession(
  env: ServiceEnv,
  { account, match, state }: Accepted,
  change: (factor: OperatorFactorRow) => Partial<OperatorFactorRow>,
): Promise<AuthResult> {
  const now = env.services.now();
  return env.db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(operatorFactors)
      .where(eq(operatorFactors.account_id, account.id))
      .for('update');
    if (!factor || factorState(factor) !== state) throw invalidTicket();
    const changed = change(factor);
    await tx.update(operatorFactors).set(changed).where(eq(operatorFactors.account_id, account.id));
    // Sessions follow the real clock: verifySession checks them against it.
    const authorization = await issueSession(
      tx,
      env.config.jwtSecret,
      account.id,
      new Date(),
      'operator',
      OPERATOR_SESSION_TTL_SECONDS,
    );
    const codesLeft = (changed.recovery_code_hashes ?? factor.recovery_code_hashes).length;
    await recordAudit(
      tx,
      { kind: 'operator', operatorId: account.id, email: account.email },
      {
        action: 'operator.login',
        recordType: 'account',
        recordId: account.id,
        details: {
          factor: factor.confirmed_at === null ? 'totp_setup' : match.kind,
          recovery_codes_left: codesLeft,
        },
      },
      now,
    );
    return { status: SUCCESS, authorization };
  });
}

/** OpsTotpSetup: the first code confirms the factor; the recovery codes are shown once. */
export async function opsTotpSetup(
  env: ServiceEnv,
  args: { ticket: string; code: string },
): Promise<OpsSetupResult> {
  const accepted = await acceptCode(env, args, 'totp_setup');
  const { match } = accepted;
  if (match.kind !== 'totp') throw invalidCode();
  const codes = newRecoveryCodes();
  const auth = await openSession(env, accepted, () => ({
    confirmed_at: env.services.now(),
    last_step: match.step,
    recovery_code_hashes: codes.map(hashRecoveryCode),
  }));
  return { auth, recovery_codes: codes };
}

/** OpsTotpVerify: a code not used before, or an unused recovery code (spent by this). */
export async function opsTotpVerify(
  env: ServiceEnv,
  args: { ticket: string; code: string },
): Promise<AuthResult> {
  const accepted = await acceptCode(env, args, 'totp');
  const { match } = accepted;
  return openSession(env, accepted, (factor) =>
    match.kind === 'totp'
      ? { last_step: match.step }
      : {
          recovery_code_hashes: factor.recovery_code_hashes.filter((hash) => hash !== match.hash),
        },
  );
}

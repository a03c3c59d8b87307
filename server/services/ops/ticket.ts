/**
 * The operator login's ticket (docs/product.md#operator-console): what the password step
 * hands to the second step. A JWT signed with the server's secret, valid 5 minutes, naming
 * the account, the step it is for, and the state of the account's second factor when it
 * was issued: any accepted code changes that state, so a ticket works once, and a set-up
 * ticket dies when a newer login draws a new secret.
 */
import { SignJWT, jwtVerify } from 'jose';
import { OPS_LOGIN_TICKET_TTL_SECONDS } from '../../../domain/ops/rules';
import { ServiceError } from '../errors';

const ALGORITHM = 'HS256';
/** Sessions' tokens carry no audience: neither kind of token passes for the other. */
const AUDIENCE = 'ugc-desk/ops-login';
/** Longer than any ticket this server signs; anything longer is not read. */
const TICKET_MAX_LENGTH = 2048;

export type TicketStep = 'totp_setup' | 'totp';

export interface LoginTicket {
  accountId: number;
  step: TicketStep;
  /** The second factor's fingerprint when the ticket was issued (factor.ts). */
  state: string;
}

export const invalidTicket = () => new ServiceError('INVALID_TICKET', 'errors:opsTicketInvalid');

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function issueTicket(secret: string, ticket: LoginTicket, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ step: ticket.step, state: ticket.state })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(String(ticket.accountId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + OPS_LOGIN_TICKET_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The ticket's content, checked at `now`; INVALID_TICKET for anything else. */
export async function readTicket(secret: string, token: string, now: Date): Promise<LoginTicket> {
  if (token.length === 0 || token.length > TICKET_MAX_LENGTH) throw invalidTicket();
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    throw invalidTicket();
  }
  const { sub, step, state } = payload;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) throw invalidTicket();
  if ((step !== 'totp_setup' && step !== 'totp') || typeof state !== 'string') {
    throw invalidTicket();
  }
  return { accountId: Number(sub), step, state };
}

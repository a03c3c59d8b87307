/**
 * The sandbox gateway's tokenisation endpoint, standing in for the gateway's own host as
 * Stripe.js's does: the browser posts the card's number, expiry and CVC here, never to our
 * API, and gets a one-time token for CardAdd. The number is checked, reduced to what a
 * gateway reports (brand, last 4) plus what the test number does, and dropped.
 */
import type { FastifyInstance } from 'fastify';
import {
  cardBrandOf,
  cardDigits,
  cardNumberValid,
  cvcValid,
  expiryProblem,
  fullYear,
} from '../../../domain/billing/rules';
import type { Database } from '../../db/client';
import { sandboxGatewayTokens } from '../../db/schema/sandboxGateway';
import { sandboxId } from './ids';
import { behaviourOf } from './testCards';

/** Where the sandbox's endpoints live (the client's gateway module posts here). */
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway/v1';

/** A real gateway's card error codes, which the card form maps onto its fields. */
export type TokenErrorCode =
  | 'incorrect_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc';

const MESSAGES: Record<TokenErrorCode, string> = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
};

export interface TokenRequest {
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
}

export interface CheckedCard {
  digits: string;
  expMonth: number;
  expYear: number;
}

/**
 * A month or year as a form sends it: a whole number, or its digits as text ("07"). Anything
 * else (null, "", true, 1.5) is no number at all, rather than the 0 or 1 Number() makes of it.
 */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  return typeof value === 'string' && /^[0-9]{1,4}$/.test(value) ? Number(value) : NaN;
}

/** A year of two digits (26) or four (2026). */
const yearShaped = (year: number) => (year >= 0 && year < 100) || (year >= 1000 && year < 10000);

/** The first problem of a card as typed, in the order a gateway checks them. */
export function checkCard(body: TokenRequest, now: Date): CheckedCard | TokenErrorCode {
  const digits = typeof body.number === 'string' ? cardDigits(body.number) : null;
  if (!digits || !cardNumberValid(digits)) return 'incorrect_number';
  const month = wholeNumber(body.exp_month);
  const year = wholeNumber(body.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalid_expiry_month';
  const problem = yearShaped(year) ? expiryProblem(month, year, now) : 'invalid';
  if (problem === 'invalid') return 'invalid_expiry_year';
  if (problem === 'expired') return 'expired_card';
  if (typeof body.cvc !== 'string' || !cvcValid(body.cvc, cardBrandOf(digits))) {
    return 'invalid_cvc';
  }
  return { digits, expMonth: month, expYear: fullYear(year) };
}

/**
 * Stores the one-time token of a checked card, reduced to what a gateway reports plus what
 * its test number does. The endpoint's, and the demo seed's card on file.
 */
export async function issueSandboxToken(db: Database, checked: CheckedCard, now: Date) {
  const [token] = await db
    .insert(sandboxGatewayTokens)
    .values({
      id: sandboxId('tok'),
      brand: cardBrandOf(checked.digits),
      last4: checked.digits.slice(-4),
      exp_month: checked.expMonth,
      exp_year: checked.expYear,
      behaviour: behaviourOf(checked.digits),
      created_at: now,
    })
    .returning();
  return token!;
}

export function registerSandboxTokens(
  app: FastifyInstance,
  { db, now }: { db: Database; now: () => Date },
): void {
  app.post<{ Body: TokenRequest }>(
    `${SANDBOX_GATEWAY_PREFIX}/tokens`,
    // A card fits in a few hundred bytes; nothing bigger is read.
    { bodyLimit: 2048 },
    async (req, reply) => {
      // A card is an object; any other JSON (null, a number, a list) is no request at all.
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
        return reply.code(400).send({
          error: { type: 'invalid_request_error', message: 'The body must be a JSON object' },
        });
      }
      const checked = checkCard(req.body, now());
      if (typeof checked === 'string') {
        return reply.code(402).send({
          error: { type: 'card_error', code: checked, message: MESSAGES[checked] },
        });
      }
      const token = await issueSandboxToken(db, checked, now());
      return {
        id: token.id,
        card: {
          brand: token.brand,
          last4: token.last4,
          exp_month: token.exp_month,
          exp_year: token.exp_year,
        },
      };
    },
  );
}

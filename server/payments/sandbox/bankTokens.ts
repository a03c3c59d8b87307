/**
 * The sandbox gateway's bank account tokenisation, standing in for the gateway's own host
 * like the card endpoint (./tokens.ts): the browser posts the routing and account numbers
 * here, never to our API, and gets a one-time token for CreatorPayoutAccountAdd. The numbers
 * are checked, reduced to what a gateway reports (bank name, last 4) plus what the test
 * account does, and dropped: no account number is stored or logged.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { sandboxGatewayBankTokens } from '../../db/schema/sandboxGateway';
import { sandboxId } from './ids';
import { SANDBOX_GATEWAY_PREFIX } from './tokens';
import { accountNumberValid, bankBehaviourOf, bankNameOf, routingNumberValid } from './testBanks';

export type BankTokenErrorCode = 'invalid_routing_number' | 'invalid_account_number';

const MESSAGES: Record<BankTokenErrorCode, string> = {
  invalid_routing_number: 'The routing number is invalid.',
  invalid_account_number: 'The account number is invalid.',
};

export interface BankTokenRequest {
  routing_number?: unknown;
  account_number?: unknown;
}

export interface CheckedBankAccount {
  routingNumber: string;
  accountNumber: string;
}

/** The first problem of an account as typed, routing number first. */
export function checkBankAccount(body: BankTokenRequest): CheckedBankAccount | BankTokenErrorCode {
  const routing = typeof body.routing_number === 'string' ? body.routing_number.trim() : '';
  if (!routingNumberValid(routing)) return 'invalid_routing_number';
  const account = typeof body.account_number === 'string' ? body.account_number.trim() : '';
  if (!accountNumberValid(account)) return 'invalid_account_number';
  return { routingNumber: routing, accountNumber: account };
}

/** Stores the one-time token of a checked account (the endpoint's, and the seed's). */
export async function issueSandboxBankToken(db: Database, checked: CheckedBankAccount, now: Date) {
  const [token] = await db
    .insert(sandboxGatewayBankTokens)
    .values({
      id: sandboxId('btok'),
      bank_name: bankNameOf(checked.routingNumber),
      last4: checked.accountNumber.slice(-4),
      behaviour: bankBehaviourOf(checked.accountNumber),
      created_at: now,
    })
    .returning();
  return token!;
}

export function registerSandboxBankTokens(
  app: FastifyInstance,
  { db, now }: { db: Database; now: () => Date },
): void {
  app.post<{ Body: BankTokenRequest }>(
    `${SANDBOX_GATEWAY_PREFIX}/bank_accounts`,
    // Two numbers fit in a few dozen bytes; nothing bigger is read.
    { bodyLimit: 1024 },
    async (req, reply) => {
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
        return reply.code(400).send({
          error: { type: 'invalid_request_error', message: 'The body must be a JSON object' },
        });
      }
      const checked = checkBankAccount(req.body);
      if (typeof checked === 'string') {
        return reply.code(400).send({
          error: { type: 'invalid_request_error', code: checked, message: MESSAGES[checked] },
        });
      }
      const token = await issueSandboxBankToken(db, checked, now());
      return { token: token.id, bank_account: { bank_name: token.bank_name, last4: token.last4 } };
    },
  );
}

/**
 * Bank accounts at the payment gateway (src/lib/gateway.ts), as cards are: the routing and
 * account numbers go from the form straight to the gateway, which answers a one-time token
 * for CreatorPayoutAccountAdd. The numbers never reach our GraphQL API.
 */
import { isRecord, postToGateway } from '@/src/lib/gateway';

/** The gateway's bank account error codes: each names the field that is wrong. */
export const GATEWAY_BANK_ERRORS = ['invalid_routing_number', 'invalid_account_number'] as const;
export type GatewayBankError = (typeof GATEWAY_BANK_ERRORS)[number];

/** The gateway could not be reached, or answered something that is not an account's result. */
export const GATEWAY_UNREACHABLE = 'gateway_unreachable';

export interface BankAccountToTokenize {
  /** 9 digits. */
  routing_number: string;
  /** 4 to 17 digits. */
  account_number: string;
}

/** What the gateway tells about the account it tokenised: never the number. */
export interface TokenizedBankAccount {
  bank_name: string;
  last4: string;
}

export type BankTokenizeResult =
  | { ok: true; token: string; bankAccount: TokenizedBankAccount }
  | { ok: false; code: GatewayBankError | typeof GATEWAY_UNREACHABLE };

const TOKEN = /^btok_[A-Za-z0-9]+$/;

function bankAccountOf(value: unknown): TokenizedBankAccount | null {
  if (!isRecord(value)) return null;
  const { bank_name, last4 } = value;
  if (typeof bank_name !== 'string' || typeof last4 !== 'string') return null;
  return { bank_name, last4 };
}

/** The gateway's answer as a result: a token and its account, or the error's code. */
function resultOf(status: number, body: unknown): BankTokenizeResult {
  if (
    status === 200 &&
    isRecord(body) &&
    typeof body.token === 'string' &&
    TOKEN.test(body.token)
  ) {
    const bankAccount = bankAccountOf(body.bank_account);
    if (bankAccount) return { ok: true, token: body.token, bankAccount };
  }
  if (status === 400 && isRecord(body) && isRecord(body.error)) {
    const code = body.error.code;
    if ((GATEWAY_BANK_ERRORS as readonly unknown[]).includes(code)) {
      return { ok: false, code: code as GatewayBankError };
    }
  }
  return { ok: false, code: GATEWAY_UNREACHABLE };
}

/**
 * Sends the account to the gateway for a one-time token. Never throws: a network failure
 * or an unexpected answer is `gateway_unreachable`.
 */
export async function tokenizeBankAccount(
  account: BankAccountToTokenize,
): Promise<BankTokenizeResult> {
  const answer = await postToGateway('/bank_accounts', {
    routing_number: account.routing_number,
    account_number: account.account_number,
  });
  return answer ? resultOf(answer.status, answer.body) : { ok: false, code: GATEWAY_UNREACHABLE };
}

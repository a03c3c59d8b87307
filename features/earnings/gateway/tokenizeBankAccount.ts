/**
 * The browser side of the payment gateway for bank accounts, as for cards
 * (features/billing/gateway): the routing and account numbers go from the form straight
 * to the gateway, which answers a one-time token for CreatorPayoutAccountAdd. Plain
 * `fetch` on purpose, never RTK Query: the numbers must not pass through the Redux store,
 * its action log or DevTools, nor reach our GraphQL API.
 */

/** Where the gateway's browser endpoints live (the sandbox gateway, on our own origin). */
const BANK_ACCOUNTS_URL = '/sandbox-gateway/v1/bank_accounts';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

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
 * or an unexpected answer is `gateway_unreachable`. Nothing about the account is logged.
 */
export async function tokenizeBankAccount(
  account: BankAccountToTokenize,
): Promise<BankTokenizeResult> {
  let response: Response;
  try {
    response = await fetch(BANK_ACCOUNTS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        routing_number: account.routing_number,
        account_number: account.account_number,
      }),
      // A gateway's host gets none of our cookies, and nothing is cached.
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, code: GATEWAY_UNREACHABLE };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, code: GATEWAY_UNREACHABLE };
  }
  return resultOf(response.status, body);
}

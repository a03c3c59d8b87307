/**
 * The sandbox's test bank accounts (docs/product.md#earnings-and-payouts): what a payout to
 * an account does. Any other account number that passes the checks is paid at once, like a
 * real gateway's test mode.
 */

/** The test routing number (a valid ABA number, as Stripe's test bank's). */
export const TEST_ROUTING_NUMBER = '110000000';

/**
 * What a payout to the account does: paid at once, refused at once (no_account), accepted
 * then refused (account_closed) or accepted then paid, both when its status is next asked.
 */
export type BankBehaviour = 'succeed' | 'fail_now' | 'fail_later' | 'settle_later';

export const TEST_BANK_ACCOUNTS: Record<string, BankBehaviour> = {
  '000123456789': 'succeed',
  '000111111116': 'fail_now',
  '000111111113': 'fail_later',
  '000222222227': 'settle_later',
};

export function bankBehaviourOf(accountNumber: string): BankBehaviour {
  return TEST_BANK_ACCOUNTS[accountNumber] ?? 'succeed';
}

/** Why each failing behaviour's payouts fail, as the bank reports it. */
export const FAILURE_OF: Partial<Record<BankBehaviour, string>> = {
  fail_now: 'no_account',
  fail_later: 'account_closed',
};

/** A US routing number: 9 digits whose weighted sum (3, 7, 1, …) is a multiple of 10. */
export function routingNumberValid(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce(
    (total, digit, index) => total + Number(digit) * weights[index]!,
    0,
  );
  return sum % 10 === 0;
}

/** An account number: 4 to 17 digits. */
export const accountNumberValid = (value: string): boolean => /^[0-9]{4,17}$/.test(value);

/** The bank a routing number belongs to, as a gateway reports it. */
export const bankNameOf = (routingNumber: string): string =>
  routingNumber === TEST_ROUTING_NUMBER ? 'STRIPE TEST BANK' : 'Test Bank';

/** The sandbox's bank checks and test accounts (docs/product.md#earnings-and-payouts). */
import { describe, expect, it } from 'vitest';
import {
  accountNumberValid,
  bankBehaviourOf,
  routingNumberValid,
  TEST_ROUTING_NUMBER,
} from '@/server/payments/sandbox/testBanks';

describe('routing numbers', () => {
  it('need 9 digits whose 3-7-1 weighted sum is a multiple of 10', () => {
    expect(routingNumberValid(TEST_ROUTING_NUMBER)).toBe(true);
    // Real banks' numbers.
    expect(routingNumberValid('021000021')).toBe(true);
    expect(routingNumberValid('011401533')).toBe(true);
    expect(routingNumberValid('021000022')).toBe(false);
    expect(routingNumberValid('11000000')).toBe(false);
    expect(routingNumberValid('1100000000')).toBe(false);
    expect(routingNumberValid('11000000a')).toBe(false);
  });
});

describe('account numbers', () => {
  it('are 4 to 17 digits', () => {
    expect(accountNumberValid('1234')).toBe(true);
    expect(accountNumberValid('1'.repeat(17))).toBe(true);
    expect(accountNumberValid('123')).toBe(false);
    expect(accountNumberValid('1'.repeat(18))).toBe(false);
    expect(accountNumberValid('12 34')).toBe(false);
  });

  it('do what the test numbers say, and any other is paid', () => {
    expect(bankBehaviourOf('000123456789')).toBe('succeed');
    expect(bankBehaviourOf('000111111116')).toBe('fail_now');
    expect(bankBehaviourOf('000111111113')).toBe('fail_later');
    expect(bankBehaviourOf('000222222227')).toBe('settle_later');
    expect(bankBehaviourOf('987654321')).toBe('succeed');
  });
});

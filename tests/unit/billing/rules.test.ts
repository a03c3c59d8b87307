import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_NAMES,
  cardBrandOf,
  cardDigits,
  cardNumberValid,
  cvcLength,
  cvcValid,
  expiryProblem,
  fullYear,
  looksLikeCardNumber,
  luhnValid,
} from '@/domain/billing/rules';

const zeros = (length: number) => '0'.repeat(length);

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['378282246310005', true],
    ['4000000000000002', true],
    // Doubling 5 gives 10, counted as 1; doubling 9 gives 18, counted as 9.
    ['59', true],
    ['91', true],
    ['0', true],
    ['4242424242424241', false],
    ['4242424242424243', false],
    ['4242424242424224', false],
    ['58', false],
    ['1', false],
  ])('%s is %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each(['', '4242 4242 4242 4242', '4242-4242-4242-4242', '42x2', '-59', '５９', ' 59'])(
    'refuses anything but ASCII digits: %j',
    (text) => {
      expect(luhnValid(text)).toBe(false);
    },
  );
});

describe('cardNumberValid', () => {
  it.each([
    [11, false],
    [12, true],
    [19, true],
    [20, false],
  ])('%i digits with a valid check digit: %s', (length, valid) => {
    expect(cardNumberValid(zeros(length))).toBe(valid);
  });

  it('wants the check digit right', () => {
    expect(cardNumberValid('4242424242424242')).toBe(true);
    expect(cardNumberValid('4242424242424241')).toBe(false);
  });
});

describe('cardDigits', () => {
  it('keeps the digits of a number typed with spaces or dashes', () => {
    expect(cardDigits('4242 4242-4242  4242')).toBe('4242424242424242');
    expect(cardDigits('4242424242424242')).toBe('4242424242424242');
  });

  it.each(['', ' ', '4242 4242 4242 424x', '4242.4242', '+4242'])('refuses %j', (text) => {
    expect(cardDigits(text)).toBeNull();
  });
});

describe('cardBrandOf', () => {
  const examples: Array<[string, (typeof CARD_BRAND_NAMES)[number]]> = [
    ['4242424242424242', 'visa'],
    ['4000056655665556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6440000000000000', 'discover'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['3800000000000006', 'diners'],
    ['3528000000000007', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['3527000000000000', 'unknown'],
    ['3060000000000000', 'unknown'],
    ['6430000000000000', 'unknown'],
    ['1234567890123456', 'unknown'],
    ['9999999999999995', 'unknown'],
  ];

  it.each(examples)('%s is %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it('names every brand for some number', () => {
    expect(new Set(examples.map(([, brand]) => brand))).toEqual(new Set(CARD_BRAND_NAMES));
  });
});

describe('the security code', () => {
  it('has 4 digits for American Express and 3 for every other brand', () => {
    for (const brand of CARD_BRAND_NAMES) {
      expect(cvcLength(brand), brand).toBe(brand === 'amex' ? 4 : 3);
    }
  });

  it.each([
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12345', 'amex', false],
    ['123', 'visa', true],
    ['000', 'mastercard', true],
    ['1234', 'visa', false],
    ['12', 'visa', false],
    ['12a', 'visa', false],
    [' 123', 'visa', false],
    ['', 'visa', false],
  ] as const)('%j for %s: %s', (cvc, brand, valid) => {
    expect(cvcValid(cvc, brand)).toBe(valid);
  });
});

describe('expiryProblem', () => {
  const june = new Date('2026-06-15T12:00:00Z');

  it.each([
    [6, 2026, null],
    [5, 2026, 'expired'],
    [12, 2025, 'expired'],
    [7, 2026, null],
    [6, 2046, null],
    [7, 2046, 'invalid'],
    [6, 2047, 'invalid'],
    [6, 26, null],
    [5, 26, 'expired'],
    [6, 46, null],
    [6, 47, 'invalid'],
    [0, 2027, 'invalid'],
    [13, 2027, 'invalid'],
    [1.5, 2027, 'invalid'],
    [6, 2026.5, 'invalid'],
    [Number.NaN, 2027, 'invalid'],
  ])('%s/%s in June 2026: %s', (month, year, problem) => {
    expect(expiryProblem(month, year, june)).toBe(problem);
  });

  it('lets a card work until the last moment of its month, in UTC', () => {
    expect(expiryProblem(6, 2026, new Date('2026-06-30T23:59:59.999Z'))).toBeNull();
    expect(expiryProblem(6, 2026, new Date('2026-07-01T00:00:00Z'))).toBe('expired');
    // A new year: last December has passed, this January has not.
    const january = new Date('2027-01-01T00:00:00Z');
    expect(expiryProblem(12, 2026, january)).toBe('expired');
    expect(expiryProblem(1, 2027, january)).toBeNull();
  });

  it('reads two-digit years as this century', () => {
    expect(fullYear(26)).toBe(2026);
    expect(fullYear(0)).toBe(2000);
    expect(fullYear(99)).toBe(2099);
    expect(fullYear(2031)).toBe(2031);
  });
});

describe('looksLikeCardNumber', () => {
  it.each([
    [zeros(11), false],
    [zeros(12), true],
    [zeros(19), true],
    [zeros(20), false],
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    // Not a valid number, still one: it is refused all the same.
    ['4242424242424241', true],
    ['tok_4242424242424242', false],
    ['4242424242424242x', false],
    ['', false],
  ])('%j: %s', (text, looks) => {
    expect(looksLikeCardNumber(text)).toBe(looks);
  });
});

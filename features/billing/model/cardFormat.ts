/**
 * How card details read on screen and as they are typed. Pure: the rules themselves (Luhn,
 * brand, expiry) are in domain/billing/rules.ts.
 */
import { CARD_NUMBER_MAX_DIGITS, cardBrandOf, expiryProblem } from '@/domain/billing/rules';

/** American Express groups its 15 digits 4-6-5; the other brands by fours. */
const AMEX_GROUPS = [4, 6, 5];

/** The digits of `typed` grouped as the card shows them: "4242 4242 4242 4242". */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const groups: string[] = [];
  if (cardBrandOf(digits) === 'amex') {
    let start = 0;
    for (const size of AMEX_GROUPS) {
      if (start >= digits.length) break;
      groups.push(digits.slice(start, start + size));
      start += size;
    }
    if (start < digits.length) groups.push(digits.slice(start));
  } else {
    for (let start = 0; start < digits.length; start += 4) {
      groups.push(digits.slice(start, start + 4));
    }
  }
  return groups.join(' ');
}

/** An expiry as typed, shaped "MM/YY" once the month is complete. */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card's expiry as printed on it: 04/27. */
export function expiryText({ exp_month, exp_year }: { exp_month: number; exp_year: number }) {
  return `${String(exp_month).padStart(2, '0')}/${String(exp_year % 100).padStart(2, '0')}`;
}

/** Past its expiry month: it can no longer be charged. */
export function isExpired(
  { exp_month, exp_year }: { exp_month: number; exp_year: number },
  now: Date,
): boolean {
  return expiryProblem(exp_month, exp_year, now) === 'expired';
}

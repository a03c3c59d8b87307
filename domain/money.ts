/**
 * Money is USD in integer cents everywhere (docs/product.md#money-and-pricing). These are
 * the only conversions between cents and what people type, and the one rounding rule.
 */

/**
 * A dollar amount typed by a person ("19.99", "1,250", "$30") as integer cents, or null
 * when it is not an amount with at most two decimals.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents as the dollars a form shows ("19.99", "30"). */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Integer cents as an amount with two decimals, as messages show it ("60.00", "1250.50"). */
export function centsToAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * `percent`% of `cents`, rounded half up to a whole cent: the product's one rounding rule,
 * applied once per cost line. Integer arithmetic only (no 0.1 + 0.2 surprises); `percent`
 * may have up to two decimals (basis points).
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('cents: a whole amount ≥ 0');
  const basisPoints = Math.round(percent * 100);
  // cents × bp / 10 000, half up: add half the divisor before the floor.
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

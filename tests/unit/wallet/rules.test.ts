import { describe, expect, it } from 'vitest';
import {
  cardFeeCents,
  invoiceNumber,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  topUpQuote,
} from '@/domain/wallet/rules';
import { percentOfCents } from '@/domain/money';
import en from '@/server/i18n/en.json';
import es from '@/server/i18n/es.json';

describe('the card fee: 4%, half up, to the cent', () => {
  it.each([
    [0, 0],
    [1, 0],
    [12, 0], // 0.48
    [13, 1], // 0.52
    [1_237, 49], // 49.48
    [1_238, 50], // 49.52
    [1_250, 50],
    [TOP_UP_MIN_CENTS, 40],
    [10_000, 400],
    [TOP_UP_MAX_CENTS, 40_000],
    [2_147_483_647, 85_899_346], // the largest amount a ledger row holds: 85,899,345.88
  ])('of %i cents is %i', (cents, fee) => {
    expect(cardFeeCents(cents)).toBe(fee);
  });

  it('is never an exact half cent, and always the nearest cent', () => {
    // 4% of whole cents ends in .00, .04 … .96: .50 cannot happen, so "half up" never has
    // to choose; every amount rounds to its nearest cent.
    for (let cents = 0; cents <= 20_000; cents += 1) {
      expect((cents * 4) % 100).not.toBe(50);
      expect(cardFeeCents(cents)).toBe(Math.round((cents * 4) / 100));
    }
  });
});

describe('percentOfCents, the one rounding rule', () => {
  it.each([
    [50, 1, 1], // 0.5: a half goes up
    [150, 1, 2], // 1.5
    [250, 1, 3], // 2.5
    [49, 1, 0], // 0.49
    [1, 50, 1], // 0.5
    [10_000, 2.9, 290], // two decimals of percent
    [333, 2.5, 8], // 8.325
    [0, 10, 0],
    [1_000_000_000_000, 4, 40_000_000_000], // large amounts stay exact
  ])('%i cents at %d%% is %i', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %d cents', (cents) => {
    expect(() => percentOfCents(cents, 4)).toThrow(RangeError);
  });
});

describe('topUpQuote', () => {
  it('shows the amount, the fee and the total charged', () => {
    expect(topUpQuote(10_000)).toEqual({ amountCents: 10_000, feeCents: 400, totalCents: 10_400 });
    expect(topUpQuote(1_237)).toEqual({ amountCents: 1_237, feeCents: 49, totalCents: 1_286 });
  });
});

describe('invoiceNumber', () => {
  it.each([
    [1, 1, 'INV-000001-000001'],
    [2, 1, 'INV-000002-000001'],
    [42, 17, 'INV-000042-000017'],
    [7, 999_999, 'INV-000007-999999'],
    [1_234_567, 1_000_000, 'INV-1234567-1000000'],
  ])('numbers company %i’s invoice %i as %s', (companyId, n, shown) => {
    expect(invoiceNumber(companyId, n)).toBe(shown);
  });
});

describe('ledger descriptions', () => {
  it('exist in English and Spanish with the same values', () => {
    const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(es.ledger).sort()).toEqual(Object.keys(en.ledger).sort());
    for (const [key, text] of Object.entries(en.ledger)) {
      const spanish = es.ledger[key as keyof typeof es.ledger];
      expect(values(spanish), key).toEqual(values(text));
      expect(spanish, key).not.toBe(text);
    }
  });
});

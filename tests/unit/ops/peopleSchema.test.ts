import { describe, expect, it } from 'vitest';
import { opsHandlesFormSchema, opsWalletCreditSchema } from '@/domain/ops/people';
import { OPS_FOLLOWERS_MAX } from '@/domain/ops/rules';
import { BANK_CREDIT_MAX_CENTS } from '@/domain/wallet/rules';

const valid = (schema: { isValidSync: (value: unknown) => boolean }, value: unknown) =>
  schema.isValidSync(value);

describe("the console's people and money forms", () => {
  it('takes followers from 0 to the maximum, in whole numbers', () => {
    expect(valid(opsHandlesFormSchema, { instagram_followers: 0 })).toBe(true);
    expect(valid(opsHandlesFormSchema, { tiktok_followers: OPS_FOLLOWERS_MAX })).toBe(true);
    expect(valid(opsHandlesFormSchema, { tiktok_followers: OPS_FOLLOWERS_MAX + 1 })).toBe(false);
    expect(valid(opsHandlesFormSchema, { youtube_followers: -1 })).toBe(false);
    expect(valid(opsHandlesFormSchema, { youtube_followers: 1.5 })).toBe(false);
    expect(valid(opsHandlesFormSchema, { instagram_followers: Number.NaN })).toBe(false);
    // An undeclared handle has no field.
    expect(valid(opsHandlesFormSchema, {})).toBe(true);
  });

  it('credits a cent to the maximum, with a plain reference of at most 100 characters', () => {
    const credit = (amount: number, reference: string) =>
      valid(opsWalletCreditSchema, { amount, reference });
    expect(credit(1, 'WIRE-1')).toBe(true);
    expect(credit(BANK_CREDIT_MAX_CENTS, 'A'.repeat(100))).toBe(true);
    expect(credit(0, 'WIRE-1')).toBe(false);
    expect(credit(BANK_CREDIT_MAX_CENTS + 1, 'WIRE-1')).toBe(false);
    expect(credit(Number.NaN, 'WIRE-1')).toBe(false);
    expect(credit(100, 'A'.repeat(101))).toBe(false);
    expect(credit(100, 'WIRE\u00001')).toBe(false);
    expect(credit(100, 'café')).toBe(false);
    expect(credit(100, '   ')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dealsFilled } from '@/domain/creators/rules';

describe('deals filled', () => {
  it('says k of n, and stops picking once k reaches n', () => {
    expect(dealsFilled(0, 3)).toEqual({ filled: 0, total: 3, full: false });
    expect(dealsFilled(2, 3)).toEqual({ filled: 2, total: 3, full: false });
    expect(dealsFilled(3, 3)).toEqual({ filled: 3, total: 3, full: true });
    // A count above the total (never stored, but never trusted either) is full too.
    expect(dealsFilled(4, 3).full).toBe(true);
  });
});

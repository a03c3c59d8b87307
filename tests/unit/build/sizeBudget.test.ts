import { describe, expect, it } from 'vitest';
import { budgetFor } from '../../bench/loginRoute';

describe("the login route's size budget", () => {
  it('is the measure plus 2% while the route is heavier than the bare stack app', () => {
    expect(budgetFor(260_000, 232_000)).toBe(265_200);
  });

  it('never passes the bare stack app once the route is within it', () => {
    expect(budgetFor(231_000, 232_000)).toBe(232_000);
    expect(budgetFor(232_000, 232_000)).toBe(232_000);
  });

  it('keeps the 2% margin when the bare stack app leaves room for it', () => {
    expect(budgetFor(200_000, 232_000)).toBe(204_000);
  });
});

/** A seeded random source (mulberry32), so a run can be repeated with the same FUZZ_SEED. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    chance: (probability) => next() < probability,
  };
}

/**
 * Strings a client can send. None holds text the checks look for in answers (SQL keywords
 * in capitals, "relation ", stack lines, source paths), so an answer echoing the input
 * is not mistaken for a leak.
 */
export const STRINGS: readonly ((random: Random) => string)[] = [
  () => '',
  () => ' ',
  () => 'Valid text value',
  () => 'a\u0000b',
  () => '\u0000',
  () => 'lone \ud800 surrogate',
  () => 'trailing surrogate \udfff',
  () => '\ufeff\u200b\u202e reversed',
  () => '😀'.repeat(40),
  () => "'; drop table brands; --",
  () => "' or '1'='1",
  () => '%s%s%n{{7*7}}${7*7}',
  () => '<script>alert(1)</script>',
  () => '../../../../etc/passwd',
  () => 'x'.repeat(51),
  () => 'y'.repeat(10_001),
  (random) => 'z'.repeat(100_000 + random.int(100_000)),
  () => 'https://example.com/' + 'p'.repeat(3000),
  () => 'javascript:alert(1)',
  () => 'someone@example.com',
  () => 'a@b',
  () => 'Correct-Horse-1',
  () => '123456',
  () => '\\x00\\u0000',
  (random) => String.fromCharCode(...Array.from({ length: 20 }, () => random.int(0x10000))),
];

export const NUMBERS: readonly unknown[] = [
  0,
  -1,
  1,
  3,
  100,
  101,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  1.5,
  '12',
  'NaN',
  true,
  null,
  [],
  {},
];

/** Ids: real ones of both companies are added at run time. */
export const IDS: readonly unknown[] = [
  '0',
  '-1',
  '1',
  '999999999',
  '99999999999999999999999',
  'abc',
  '1.5',
  '1e3',
  ' 1',
  '0x10',
  '\u0000',
  'lone \ud800',
  'A'.repeat(22),
  'z'.repeat(5000),
  12,
  -5,
  true,
  null,
  [],
];

/**
 * A small seeded random source for demo data: the same seed gives the same numbers on
 * every machine and Node version (never Math.random), and it is cheap enough for
 * 50,000 creators.
 */

/** 32-bit FNV-1a of a string: turns a seed text into a PRNG state. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** One of the items, each as likely as its weight. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T;
  /** One of the items, all equally likely. */
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast, and good enough for picking demo profiles. */
export function seededRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hash32(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: () => {
      // 1 - next() is in (0, 1]: the logarithm stays finite.
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [value, weight] of choices) {
        point -= weight;
        if (point < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
  return random;
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

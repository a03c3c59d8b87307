/**
 * The clock the seed's services read while it replays the past (history.ts): set to each
 * step's time in turn, never back, then released to the real clock for today's data.
 */
/** The services' clock during the history: set step by step, never back; then real time. */
export interface SteppedClock {
  now: () => Date;
  set(at: Date): void;
  /** From now on the clock is the real one. */
  release(): void;
}

export function steppedClock(start: Date, real: () => Date): SteppedClock {
  let fixed: Date | null = start;
  return {
    now: () => fixed ?? real(),
    set(at) {
      if (fixed && at.getTime() < fixed.getTime()) throw new Error('history: time went back');
      fixed = at;
    },
    release() {
      fixed = null;
    },
  };
}

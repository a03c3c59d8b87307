import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The current minute since the epoch: the same value all minute long, as a snapshot must be. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/** Wakes at the next minute's start (not a minute after subscribing), then at each one. */
function schedule() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/**
 * The minutes since the epoch, one timer shared by every reader: what reads it ("3 minutes
 * ago") renders again at each new minute, and nothing else does.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}

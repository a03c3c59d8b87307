import { useCallback, useEffect, useState } from 'react';

/** Often enough that the seconds shown never lag the clock by more than half of one. */
const TICK_MS = 500;

/**
 * Seconds left before something may be done again (resending a code or a mail), ticking
 * down once a second. Driven by the clock rather than by counting ticks, so a throttled
 * background tab still shows the right number when it comes back.
 */
export function useCooldown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // Reads the clock at once too: a render that lands after the time is up (a slow tab,
    // a late effect) must still show the button ready rather than the last second seen.
    const tick = () => {
      const current = Date.now();
      setNow(current);
      return current >= until;
    };
    if (tick()) return;
    // An interval rather than a timeout re-armed by each render: it keeps ticking however
    // React batches the renders, and stops itself once the time is up.
    const timer = window.setInterval(() => {
      if (tick()) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const started = Date.now();
    setNow(started);
    setUntil(started + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** 75 → "1:15", 9 → "0:09". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

import { useMemo } from 'react';

/**
 * A formats hook's result whose named functions count their calls (each call runs `count`
 * first), the same object while the real one is: rows memoised on it stay memoised.
 */
export function useCounted<T extends object>(
  format: T,
  counters: { [K in keyof T]?: () => void },
): T {
  return useMemo(() => {
    const counted = { ...format };
    for (const key of Object.keys(counters) as Array<keyof T>) {
      const real = format[key] as (...args: unknown[]) => unknown;
      const count = counters[key]!;
      counted[key] = ((...args: unknown[]) => {
        count();
        return real(...args);
      }) as T[keyof T];
    }
    return counted;
    // The counters are fixed for a test: only a new real result makes a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [format]);
}

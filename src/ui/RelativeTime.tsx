import { memo } from 'react';
import { useMinuteClock } from '@/src/lib/minuteClock';

interface RelativeTimeProps {
  /** The moment, as an ISO string. */
  at: string;
  /** "3 minutes ago": the time since the moment, now. */
  relative: (iso: string) => string;
  /** The moment in full, on hover. */
  title?: string | undefined;
}

/**
 * A moment as time passed since ("3 minutes ago"), kept true as minutes go by: only this
 * element renders again at each minute, not the memoised row or card around it.
 */
export const RelativeTime = memo(function RelativeTime({ at, relative, title }: RelativeTimeProps) {
  // Read for its ticks: the text itself counts from this very moment, not the minute's start.
  useMinuteClock();
  return (
    <time dateTime={at} title={title}>
      {relative(at)}
    </time>
  );
});

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const MS: Record<'day' | 'hour' | 'minute', number> = {
  day: 86_400_000,
  hour: 3_600_000,
  minute: 60_000,
};

/**
 * A deadline as the time left, in the reader's language ("in 2 days", "in 5 hours"). The
 * time left is rounded down, never up: 2 days and 20 hours is "in 2 days", so a deadline
 * never reads later than it is. One already passed (a job about to run) is "now".
 */
export function useTimeUntil(): (iso: string, now?: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    return (iso, now = Date.now()) => {
      const left = Math.max(0, new Date(iso).getTime() - now);
      const unit = left >= MS.day ? 'day' : left >= MS.hour ? 'hour' : 'minute';
      return left < MS.minute
        ? format.format(0, 'second')
        : format.format(Math.floor(left / MS[unit]), unit);
    };
  }, [i18n.language]);
}

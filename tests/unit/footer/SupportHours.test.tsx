/**
 * The campaign-created page names the support hours from the footer's schedule, in the
 * viewer's zone (it said "9:00–19:00 EST" while the footer said "until 12:00 AM").
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportHours } from '@/src/ui/SupportHours';
import { supportHoursText } from '@/src/footer/supportHours';
import { renderWithProviders } from '../renderWithProviders';

afterEach(() => vi.useRealTimers());

describe('SupportHours', () => {
  it('reads the schedule in the viewer’s zone, as the footer does', () => {
    vi.useFakeTimers({ now: new Date('2025-01-08T17:00:00Z'), toFake: ['Date'] });
    renderWithProviders(<SupportHours />);
    const { weekdays, weekend, zone } = supportHoursText(new Date(), { locale: 'en' });
    expect(
      screen.getByText(
        `Questions? We answer Monday to Friday ${weekdays}, and Saturday and Sunday ${weekend} (your time, ${zone}).`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/9:00–19:00 EST/)).toBeNull();
  });
});

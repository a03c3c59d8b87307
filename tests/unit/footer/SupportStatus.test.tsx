import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SupportStatus } from '@/src/footer/SupportStatus';
import { viewerZone } from '@/src/footer/supportHours';
import { renderWithProviders } from '../renderWithProviders';

// The viewer's zone is the test machine's: expected times are formatted the same way.
// The time is followed by the zone's name ("12:00 AM UTC"): the time alone read as New York's.
const clock = (iso: string) =>
  `${new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))} ${viewerZone(new Date(iso), { locale: 'en' })}`;

describe('SupportStatus', () => {
  it('says until when support is online, and flips when it closes', () => {
    vi.useFakeTimers({ now: new Date('2025-01-10T23:58:00Z') }); // Fri 18:58 EST
    renderWithProviders(<SupportStatus />);
    expect(screen.getByText(`Support online until ${clock('2025-01-11T00:00:00Z')}`)).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    const day = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(
      new Date('2025-01-11T15:00:00Z'),
    );
    expect(
      screen.getByText(new RegExp(`^Support opens (${day} )?at ${clock('2025-01-11T15:00:00Z')}$`)),
    ).toBeTruthy();
  });

  it('speaks the current language', () => {
    vi.useFakeTimers({ now: new Date('2025-01-11T16:00:00Z') }); // Sat 11:00 EST
    renderWithProviders(<SupportStatus />, {
      preloadedState: {
        preferences: { locale: 'es', colorMode: 'light', sidebarCollapsed: false },
      },
    });
    expect(screen.getByText(/^Soporte en línea hasta las /)).toBeTruthy();
  });
});

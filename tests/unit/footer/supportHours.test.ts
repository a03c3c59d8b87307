import { describe, expect, it } from 'vitest';
import { nextSupportWindow } from '@/src/footer/supportHours';

// Instants are written in UTC; comments give New York's wall clock.
const at = (iso: string) => new Date(iso);

describe('nextSupportWindow', () => {
  it('is online on a weekday until 19:00 (Fri 18:59 EST)', () => {
    expect(nextSupportWindow(at('2025-01-10T23:59:00Z'))).toEqual({
      online: true,
      closesAt: at('2025-01-11T00:00:00Z'),
    });
  });

  it('closes at 19:00 on Friday and reopens Saturday 10:00 (EST)', () => {
    expect(nextSupportWindow(at('2025-01-11T00:00:00Z'))).toEqual({
      online: false,
      opensAt: at('2025-01-11T15:00:00Z'),
    });
  });

  it('is offline at Saturday 9:59, opening at 10:00 the same day', () => {
    expect(nextSupportWindow(at('2025-01-11T14:59:00Z'))).toEqual({
      online: false,
      opensAt: at('2025-01-11T15:00:00Z'),
    });
  });

  it('is online from Saturday 10:00 until 14:00', () => {
    expect(nextSupportWindow(at('2025-01-11T15:00:00Z'))).toEqual({
      online: true,
      closesAt: at('2025-01-11T19:00:00Z'),
    });
  });

  it('closes at Saturday 14:00 and reopens Sunday 10:00', () => {
    expect(nextSupportWindow(at('2025-01-11T19:00:00Z'))).toEqual({
      online: false,
      opensAt: at('2025-01-12T15:00:00Z'),
    });
  });

  it('on Sunday night points to Monday 9:00', () => {
    // Sun 23:30 EST = Mon 04:30 UTC: the office's day, not UTC's, decides.
    expect(nextSupportWindow(at('2025-01-13T04:30:00Z'))).toEqual({
      online: false,
      opensAt: at('2025-01-13T14:00:00Z'),
    });
  });

  it('before Monday opening points to the same morning', () => {
    expect(nextSupportWindow(at('2025-01-13T13:59:59Z'))).toEqual({
      online: false,
      opensAt: at('2025-01-13T14:00:00Z'),
    });
  });

  it('follows the switch to daylight saving time (EST Saturday → EDT Sunday)', () => {
    // Sat 8 Mar 2025 14:00 EST; clocks spring forward on Sunday 9 Mar at 2:00.
    expect(nextSupportWindow(at('2025-03-08T19:00:00Z'))).toEqual({
      online: false,
      opensAt: at('2025-03-09T14:00:00Z'), // 10:00 EDT (UTC−4)
    });
  });

  it('follows the switch back to standard time (EDT Saturday → EST Sunday)', () => {
    // Sat 1 Nov 2025 14:00 EDT; clocks fall back on Sunday 2 Nov at 2:00.
    expect(nextSupportWindow(at('2025-11-01T18:00:00Z'))).toEqual({
      online: false,
      opensAt: at('2025-11-02T15:00:00Z'), // 10:00 EST (UTC−5)
    });
    // Sunday 10:00 EST is open, until 14:00 EST.
    expect(nextSupportWindow(at('2025-11-02T15:00:00Z'))).toEqual({
      online: true,
      closesAt: at('2025-11-02T19:00:00Z'),
    });
  });

  it('crosses month and year ends', () => {
    // Wed 31 Dec 2025 19:30 EST → Thu 1 Jan 2026 9:00 EST.
    expect(nextSupportWindow(at('2026-01-01T00:30:00Z'))).toEqual({
      online: false,
      opensAt: at('2026-01-01T14:00:00Z'),
    });
  });
});

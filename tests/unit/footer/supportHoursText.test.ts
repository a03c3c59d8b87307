/**
 * The support hours (Mon–Fri 9:00–19:00, Sat–Sun 10:00–14:00, New York time) come from one
 * schedule and read in the viewer's own time zone, as the footer and the campaign-created
 * page show them: both said different things before (12:00 AM beside 9:00–19:00 EST).
 */
import { describe, expect, it } from 'vitest';
import { SUPPORT_HOURS, supportHoursText } from '@/src/footer/supportHours';

// Normalise the narrow no-break space some ICU versions put before AM/PM.
const plain = (text: Record<string, string>) =>
  Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.replace(/\u202f/g, ' ')]));

const winter = new Date('2025-01-08T17:00:00Z'); // Wed 12:00 EST
const summer = new Date('2025-07-09T16:00:00Z'); // Wed 12:00 EDT

describe('supportHoursText', () => {
  it.each([
    ['America/New_York', winter, '9:00 AM–7:00 PM', '10:00 AM–2:00 PM', 'EST'],
    ['America/New_York', summer, '9:00 AM–7:00 PM', '10:00 AM–2:00 PM', 'EDT'],
    ['UTC', winter, '2:00 PM–12:00 AM', '3:00 PM–7:00 PM', 'UTC'],
    ['Europe/Madrid', winter, '3:00 PM–1:00 AM', '4:00 PM–8:00 PM', 'GMT+1'],
    ['Europe/Madrid', summer, '3:00 PM–1:00 AM', '4:00 PM–8:00 PM', 'GMT+2'],
    ['America/Los_Angeles', summer, '6:00 AM–4:00 PM', '7:00 AM–11:00 AM', 'PDT'],
    ['Asia/Tokyo', winter, '11:00 PM–9:00 AM', '12:00 AM–4:00 AM', 'GMT+9'],
  ])('in %s (%s): weekdays %s, weekend %s, %s', (timeZone, now, weekdays, weekend, zone) => {
    expect(plain(supportHoursText(now, { locale: 'en-US', timeZone }))).toEqual({
      weekdays,
      weekend,
      zone,
    });
  });

  it('speaks the reader’s language', () => {
    const text = plain(supportHoursText(winter, { locale: 'es', timeZone: 'Europe/Madrid' }));
    expect(text.weekdays).toBe('15:00–1:00');
    expect(text.weekend).toBe('16:00–20:00');
  });

  it('keeps the hours the footer counts with', () => {
    expect(SUPPORT_HOURS.map(({ opens, closes }) => `${opens}-${closes}`)).toEqual([
      '10-14',
      '9-19',
      '9-19',
      '9-19',
      '9-19',
      '9-19',
      '10-14',
    ]);
  });
});

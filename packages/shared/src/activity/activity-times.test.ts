import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAST_ACTIVITY_MAX_SECONDS, PAST_ACTIVITY_MIN_SECONDS } from './activity-constants';
import { activityEnd, activityStartFields, activityStartOf, durationFields, endsAfterNow, isPastActivityDuration, PAST_ACTIVITY_CLOCK_TOLERANCE_MS } from './activity-times';

// docs/product/activity.md "Past activities", "Edit an activity".

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const HOUR_S = 3_600;

describe('the end of an activity', () => {
  it('is its start plus its length in seconds, across the night daylight saving begins', () => {
    // 2026-03-29 02:00 in Berlin does not exist: clocks go from 02:00 to 03:00.
    const start = activityStartOf('2026-03-28', '22:00', BERLIN)!;
    const end = activityEnd(start, 24 * HOUR_S);
    expect(end.getTime() - start.getTime()).toBe(24 * 3_600_000);
    expect(activityStartFields(end, BERLIN)).toEqual({ date: '2026-03-29', time: '23:00' });
  });

  it('across the night it ends, a 24-hour activity ends an hour earlier on the wall clock', () => {
    const start = activityStartOf('2026-10-24', '22:00', BERLIN)!;
    expect(activityStartFields(activityEnd(start, 24 * HOUR_S), BERLIN)).toEqual({ date: '2026-10-25', time: '21:00' });
  });
});

describe('over by now (the server allows 5 minutes)', () => {
  const now = new Date('2026-03-29T12:00:00.000Z');
  it('accepts an end up to 5 minutes after now, and refuses one later', () => {
    expect(endsAfterNow(new Date(now.getTime() - HOUR_S * 1000), HOUR_S, now)).toBe(false);
    expect(endsAfterNow(new Date(now.getTime() - HOUR_S * 1000 + PAST_ACTIVITY_CLOCK_TOLERANCE_MS), HOUR_S, now)).toBe(false);
    expect(endsAfterNow(new Date(now.getTime() - HOUR_S * 1000 + PAST_ACTIVITY_CLOCK_TOLERANCE_MS + 1), HOUR_S, now)).toBe(true);
  });

  it('property: an edited local start and a length of 1 minute to 24 hours, in a zone with clock changes, is over by now exactly when start + length <= now + 5 min', () => {
    const days = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10));
    const times = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(days, times, fc.integer({ min: PAST_ACTIVITY_MIN_SECONDS, max: PAST_ACTIVITY_MAX_SECONDS }), fc.constantFrom(BERLIN, NEW_YORK, 'UTC'), fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }), (date, time, seconds, zone, nowOffset) => {
        const start = activityStartOf(date, time, zone)!;
        expect(isPastActivityDuration(seconds)).toBe(true);
        const end = activityEnd(start, seconds);
        // The length is absolute: a clock change in between moves the end's wall clock, never its length.
        expect(end.getTime() - start.getTime()).toBe(seconds * 1000);
        expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
        const now = new Date(start.getTime() + nowOffset);
        expect(endsAfterNow(start, seconds, now)).toBe(end.getTime() > now.getTime() + PAST_ACTIVITY_CLOCK_TOLERANCE_MS);
        // The form shows the start it was given (unless the time does not exist that day).
        const fields = activityStartFields(start, zone);
        if (fields.date === date) expect(activityStartOf(fields.date, fields.time, zone)!.getTime()).toBe(start.getTime());
      }),
    );
  });
});

describe('the lengths a person may give', () => {
  it('are whole seconds from 1 minute to 24 hours', () => {
    expect([59, 60, 86_400, 86_401, 90.5].map(isPastActivityDuration)).toEqual([false, true, true, false, false]);
  });

  it('read as hours and whole minutes in the form', () => {
    expect(durationFields(14)).toEqual({ hours: '0', minutes: '0' });
    expect(durationFields(5_400 + 59)).toEqual({ hours: '1', minutes: '30' });
    expect(durationFields(30 * HOUR_S)).toEqual({ hours: '30', minutes: '0' });
  });
});

describe('the form start fields', () => {
  it('drop the seconds and read back the same minute', () => {
    expect(activityStartFields('2026-07-01T06:15:42.000Z', NEW_YORK)).toEqual({ date: '2026-07-01', time: '02:15' });
    expect(activityStartOf('2026-07-01', '02:15', NEW_YORK)!.toISOString()).toBe('2026-07-01T06:15:00.000Z');
    expect(activityStartOf('2026-02-30', '02:15', NEW_YORK)).toBeNull();
    expect(activityStartOf('2026-07-01', '2:15', NEW_YORK)).toBeNull();
  });
});

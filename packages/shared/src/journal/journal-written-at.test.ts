import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber } from '../calendar/calendar-days';
import { localDateInTimeZone } from '../calendar/local-date';
import { updateJournalEntryRequestSchema } from './journal-schemas';
import { JOURNAL_MESSAGES } from './journal-messages';
import { JOURNAL_CLOCK_SKEW_MS, isWrittenInFuture, writtenAtFields, writtenAtOf } from './journal-written-at';

// docs/product/journal.md "Back-dating".

const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago'];
const zone = fc.constantFrom(...ZONES);
const date = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2100-12-31') }).map(dateOfDayNumber);
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('a local date and time in the person zone', () => {
  it('stands for an instant whose local date is that date (so the entry is filed under the day chosen), in every zone, across clock changes', () => {
    fc.assert(
      fc.property(date, time, zone, (day, clock, timeZone) => {
        const instant = writtenAtOf(day, clock, timeZone)!;
        expect(localDateInTimeZone(instant, timeZone)).toBe(day);
        // A time that exists reads back as it was typed; a skipped one moves forward, never to another day.
        const back = writtenAtFields(instant, timeZone);
        expect(back.date).toBe(day);
        expect(back.time >= clock).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('an instant shown in the form and read back is the same local minute of the same day', () => {
    const instant = fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, zone, (at, timeZone) => {
        const { date: day, time: clock } = writtenAtFields(at, timeZone);
        const back = writtenAtOf(day, clock, timeZone)!;
        // Same wall clock, same day; within the hour that happens twice when clocks go back it may be the other one.
        expect(writtenAtFields(back, timeZone)).toEqual({ date: day, time: clock });
        expect(Math.abs(Math.floor(at.getTime() / 60_000) * 60_000 - back.getTime())).toBeLessThanOrEqual(60 * 60_000);
      }),
      { numRuns: 2000 },
    );
  });

  it('the day daylight saving begins: the skipped hour moves forward by the gap, on the same day', () => {
    // Paris, 29 March 2026: 02:00 becomes 03:00.
    expect(writtenAtOf('2026-03-29', '02:30', 'Europe/Paris')!.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(writtenAtFields(writtenAtOf('2026-03-29', '02:30', 'Europe/Paris')!, 'Europe/Paris')).toEqual({ date: '2026-03-29', time: '03:30' });
    // New York, 1 November 2026: 01:30 happens twice; the first is taken (EDT, UTC-4).
    expect(writtenAtOf('2026-11-01', '01:30', 'America/New_York')!.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // An evening in Paris in winter.
    expect(writtenAtOf('2026-03-09', '21:30', 'Europe/Paris')!.toISOString()).toBe('2026-03-09T20:30:00.000Z');
  });

  it('is nothing when the date or the time is missing or not real', () => {
    for (const [day, clock] of [
      ['', '21:30'],
      ['2026-03-09', ''],
      ['2026-02-30', '10:00'],
      ['2026-03-09', '24:00'],
      ['2026-03-09', '9:30'],
      ['09/03/2026', '21:30'],
    ]) {
      expect(writtenAtOf(day!, clock!, 'Europe/Paris'), `${day} ${clock}`).toBeNull();
    }
  });
});

describe('never in the future', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it('allows any earlier time and the clock skew, refuses beyond it', () => {
    expect(isWrittenInFuture('2020-01-01T00:00:00Z', now)).toBe(false);
    expect(isWrittenInFuture(now, now)).toBe(false);
    expect(isWrittenInFuture(new Date(now.getTime() + JOURNAL_CLOCK_SKEW_MS), now)).toBe(false);
    expect(isWrittenInFuture(new Date(now.getTime() + JOURNAL_CLOCK_SKEW_MS + 1), now)).toBe(true);
    expect(isWrittenInFuture('2026-03-10T13:00:00+01:00', now)).toBe(false);
    expect(isWrittenInFuture('2026-03-10T13:02:00+01:00', now)).toBe(true);
  });
});

describe('the edit body', () => {
  const body = { content: 'x', mood: 5, tags: [], highlights: [], gratitude: [], expectedUpdatedAt: '2026-03-10T12:00:00.000Z' };
  it('may leave the date and time out (older clients, edits queued offline)', () => {
    expect(updateJournalEntryRequestSchema.safeParse(body).success).toBe(true);
    expect(updateJournalEntryRequestSchema.parse({ ...body, createdAt: '2026-03-09T20:30:00+01:00' }).createdAt).toBe('2026-03-09T20:30:00+01:00');
  });
  it('refuses a createdAt that is not a date and time with its zone, in words', () => {
    for (const createdAt of ['yesterday', '2026-03-09', '2026-03-09T20:30:00', 42]) {
      const result = updateJournalEntryRequestSchema.safeParse({ ...body, createdAt });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(JOURNAL_MESSAGES.createdAtInvalid);
    }
  });
});

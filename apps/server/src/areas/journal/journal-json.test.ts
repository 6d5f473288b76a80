import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { journalEntryJson, moodLogJson } from './journal-json';
import { localDateOfIso } from './journal-local-date';

// The list's hand-written JSON must be exactly what JSON.stringify of the same entry gives
// (docs/architecture.md "The fast list path").

const pgTimestamp = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => {
  const iso = date.toISOString();
  const millis = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis ? `.${millis}` : ''}+00`;
});
const text = fc.string({ unit: 'grapheme', maxLength: 60 });
const texts = fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 5 });
const zone = fc.constantFrom('UTC', 'Europe/Paris', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati');

describe('journalEntryJson', () => {
  it('writes what JSON.stringify writes for the same entry (property)', () => {
    const row = fc.tuple(fc.uuid(), text, fc.integer({ min: 1, max: 10 }), texts, texts, texts, pgTimestamp, pgTimestamp);
    fc.assert(
      fc.property(row, zone, (raw, timeZone) => {
        const [id, content, mood, tags, highlights, gratitude, createdAt, updatedAt] = raw;
        const created = toIsoTimestamp(createdAt);
        const expected = { id, date: localDateOfIso(created, timeZone), content, mood, tags, highlights, gratitude, createdAt: created, updatedAt: toIsoTimestamp(updatedAt) };
        expect(journalEntryJson(raw, timeZone)).toBe(JSON.stringify(expected));
      }),
    );
  });

  it('keeps quotes, backslashes, newlines, tabs, CR and emoji exactly', () => {
    const content = ' a "quoted" \\ line\r\n\tnext  😀 <b>not html</b> ';
    const raw = ['0e3d2b9a-1111-4222-8333-944455556666', content, 5, ['a"b'], [], ['\\'], '2026-01-01 00:00:00+00', '2026-01-01 00:00:00.5+00'];
    const parsed = JSON.parse(journalEntryJson(raw, 'UTC'));
    expect(parsed.content).toBe(content);
    expect(parsed.tags).toEqual(['a"b']);
    expect(parsed.updatedAt).toBe('2026-01-01T00:00:00.500Z');
  });
});

describe('moodLogJson', () => {
  it('writes what JSON.stringify writes for the same check-in (property)', () => {
    const row = fc.tuple(fc.uuid(), fc.integer({ min: 1, max: 10 }), fc.option(text, { nil: null }), texts, pgTimestamp, pgTimestamp);
    fc.assert(
      fc.property(row, zone, (raw, timeZone) => {
        const [id, value, notes, factors, loggedAt, createdAt] = raw;
        const logged = toIsoTimestamp(loggedAt);
        const expected = { id, date: localDateOfIso(logged, timeZone), value, notes, factors, loggedAt: logged, createdAt: toIsoTimestamp(createdAt) };
        expect(moodLogJson(raw, timeZone)).toBe(JSON.stringify(expected));
      }),
    );
  });
});

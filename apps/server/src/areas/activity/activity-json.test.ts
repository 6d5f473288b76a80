import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, TODO_STATUSES } from '@cadence/shared';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { activityJson } from './activities.repository';

// The history's hand-written JSON must be exactly what JSON.stringify of the same activity gives
// (docs/architecture.md "The fast list path").

const pgTimestamp = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => {
  const iso = date.toISOString();
  const millis = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis ? `.${millis}` : ''}+00`;
});
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const rating = fc.integer({ min: 1, max: 10 });
const row = fc.tuple(
  fc.uuid(),
  fc.constantFrom(...ACTIVITY_TYPES),
  text,
  fc.option(text, { nil: null }),
  fc.nat(10_000_000),
  pgTimestamp,
  rating,
  rating,
  rating,
  fc.option(fc.tuple(fc.uuid(), text, fc.constantFrom(...TODO_STATUSES)), { nil: null }),
  pgTimestamp,
  pgTimestamp,
);

describe('activityJson', () => {
  it('writes what JSON.stringify writes for the same activity (property)', () => {
    fc.assert(
      fc.property(row, ([id, type, title, description, duration, startedAt, energy, focus, satisfaction, todo, createdAt, updatedAt]) => {
        const raw = [id, type, title, description, duration, startedAt, energy, focus, satisfaction, todo?.[0] ?? null, todo?.[1] ?? null, todo?.[2] ?? null, createdAt, updatedAt];
        const expected = {
          id,
          type,
          title,
          description,
          durationSeconds: duration,
          startedAt: toIsoTimestamp(startedAt),
          energy,
          focus,
          satisfaction,
          todoId: todo?.[0] ?? null,
          todo: todo ? { id: todo[0], title: todo[1], status: todo[2] } : null,
          createdAt: toIsoTimestamp(createdAt),
          updatedAt: toIsoTimestamp(updatedAt),
        };
        expect(activityJson(raw)).toBe(JSON.stringify(expected));
      }),
    );
  });

  it('escapes quotes, backslashes, newlines and emoji in text', () => {
    const raw = ['0e3d2b9a-1111-4222-8333-944455556666', 'work', 'a "quoted" \\ title\n😀', 'tab\there', 60, '2026-01-01 00:00:00+00', 7, 7, 7, null, null, null, '2026-01-01 00:00:00+00', '2026-01-01 00:00:00.5+00'];
    expect(JSON.parse(activityJson(raw))).toMatchObject({ title: 'a "quoted" \\ title\n😀', description: 'tab\there', updatedAt: '2026-01-01T00:00:00.500Z' });
  });
});

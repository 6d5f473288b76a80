import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleCompletion, withCompletion } from './habit-log';

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`);

describe('the log of done dates', () => {
  it('stays sorted and without duplicates, whatever is marked (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(day, fc.boolean())), (changes) => {
        const log = changes.reduce<string[]>((dates, [date, done]) => withCompletion(dates, date, done), []);
        expect(log).toEqual([...new Set(log)].sort());
      }),
    );
  });

  it('marking is idempotent and un-marking removes the date', () => {
    expect(withCompletion(['2026-02-01'], '2026-02-01', true)).toEqual(['2026-02-01']);
    expect(withCompletion(['2026-02-01', '2026-02-03'], '2026-02-02', true)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
    expect(withCompletion(['2026-02-01'], '2026-02-01', false)).toEqual([]);
    expect(withCompletion([], '2026-02-01', false)).toEqual([]);
  });

  it('a toggle flips one day (docs/product/habits.md "Marking days"), and twice leaves the log as it was', () => {
    expect(toggleCompletion([], '2026-02-05')).toEqual(['2026-02-05']);
    expect(toggleCompletion(['2026-02-05'], '2026-02-05')).toEqual([]);
    fc.assert(
      fc.property(fc.uniqueArray(day), day, (dates, date) => {
        const log = [...dates].sort();
        expect(toggleCompletion(toggleCompletion(log, date), date)).toEqual(log);
      }),
    );
  });
});

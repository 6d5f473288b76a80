import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../calendar/local-date';
import { parseQuickAdd } from './quick-add';
import { TODO_PRIORITIES } from './todo-constants';
import { daysBetween } from '../calendar/calendar-days';

const MONDAY = '2026-03-16';

describe('quick add (docs/product/todos.md "Quick add")', () => {
  it('reads priority, category and a due date, and keeps the rest as the title', () => {
    expect(parseQuickAdd('Call Sam tomorrow !high #work', MONDAY)).toEqual({ title: 'Call Sam', priority: 'high', category: 'work', dueDate: '2026-03-17', repeat: null });
    expect(parseQuickAdd('  Water   plants  ', MONDAY)).toEqual({ title: 'Water plants', priority: null, category: null, dueDate: null, repeat: null });
    expect(parseQuickAdd('!LOW Renew passport next week', MONDAY)).toMatchObject({ title: 'Renew passport', priority: 'low', dueDate: '2026-03-23' });
    expect(parseQuickAdd('today: nothing', MONDAY).dueDate).toBeNull();
    expect(parseQuickAdd('Today stand-up notes', MONDAY)).toMatchObject({ title: 'stand-up notes', dueDate: MONDAY });
  });

  it('a weekday name means the next such day; today is never it', () => {
    expect(parseQuickAdd('Pay rent friday', MONDAY).dueDate).toBe('2026-03-20');
    expect(parseQuickAdd('Team lunch Monday', MONDAY).dueDate).toBe('2026-03-23');
  });

  it('leaves what is not a marker in the title: "#42", a lone "!", a date word in the middle', () => {
    expect(parseQuickAdd('Fix bug #42', MONDAY)).toMatchObject({ title: 'Fix bug #42', category: null });
    expect(parseQuickAdd('Wow ! high', MONDAY)).toMatchObject({ title: 'Wow ! high', priority: null });
    expect(parseQuickAdd('Prepare friday demo', MONDAY)).toMatchObject({ title: 'Prepare friday demo', dueDate: null });
  });

  it('a line that is only markers is taken as typed', () => {
    expect(parseQuickAdd('tomorrow', MONDAY)).toEqual({ title: 'tomorrow', priority: null, category: null, dueDate: null, repeat: null });
    expect(parseQuickAdd('!high #x', MONDAY)).toEqual({ title: '!high #x', priority: null, category: null, dueDate: null, repeat: null });
  });

  const today = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('for any line: a title with visible text and single spaces, and a due date from today to a week ahead', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), today, (text, day) => {
        fc.pre(text.trim() !== '');
        const parsed = parseQuickAdd(text, day);
        expect(parsed.title.length).toBeGreaterThan(0);
        expect(parsed.title).toBe(parsed.title.trim());
        expect(parsed.title).not.toMatch(/\s{2}/);
        if (parsed.dueDate !== null) {
          expect(isCalendarDate(parsed.dueDate)).toBe(true);
          const ahead = daysBetween(day, parsed.dueDate);
          expect(ahead).toBeGreaterThanOrEqual(0);
          expect(ahead).toBeLessThanOrEqual(7);
        }
      }),
    );
  });

  // Plain title words: letters only and none of the date words, so they can never read as a marker.
  const plainWord = fc
    .stringMatching(/^[A-Za-z]{1,8}$/)
    .filter((w) => !/^(today|tomorrow|next|week|every|every!|daily|weekly|monthly|yearly|annually|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i.test(w));

  it('finds back any markers put around any plain title, wherever they stand', () => {
    fc.assert(
      fc.property(
        fc.array(plainWord, { minLength: 1, maxLength: 6 }),
        fc.option(fc.constantFrom(...TODO_PRIORITIES), { nil: null }),
        fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), { nil: null }),
        fc.option(fc.constantFrom('today', 'tomorrow', 'next week', 'friday'), { nil: null }),
        fc.nat(),
        fc.nat(),
        today,
        (titleWords, priority, category, datePhrase, priorityAt, categoryAt, day) => {
          const words = [...titleWords];
          if (priority) words.splice(priorityAt % (words.length + 1), 0, `!${priority}`);
          if (category) words.splice(categoryAt % (words.length + 1), 0, `#${category}`);
          if (datePhrase) words.push(datePhrase);
          const parsed = parseQuickAdd(words.join(' '), day);
          expect(parsed.title).toBe(titleWords.join(' '));
          expect(parsed.priority).toBe(priority);
          expect(parsed.category).toBe(category);
          expect(parsed.dueDate !== null).toBe(datePhrase !== null);
        },
      ),
    );
  });

  it('reads a repeat phrase: "every monday", "every 2 weeks", "every weekday", "daily", "every! …" (docs/product/todos.md "Repeating tasks")', () => {
    expect(parseQuickAdd('Pay rent every month', MONDAY)).toEqual({ title: 'Pay rent', priority: null, category: null, dueDate: MONDAY, repeat: { every: 'month', interval: 1, from: 'due' } });
    expect(parseQuickAdd('Team sync every monday', MONDAY)).toMatchObject({ title: 'Team sync', dueDate: MONDAY, repeat: { every: 'week', interval: 1, weekdays: [1], from: 'due' } });
    expect(parseQuickAdd('Bins every thursday', MONDAY)).toMatchObject({ title: 'Bins', dueDate: '2026-03-19', repeat: { every: 'week', weekdays: [4] } });
    expect(parseQuickAdd('Water plants every 2 weeks !low', MONDAY)).toMatchObject({ title: 'Water plants', priority: 'low', repeat: { every: 'week', interval: 2 } });
    expect(parseQuickAdd('Stand-up every weekday', '2026-03-21')).toMatchObject({ title: 'Stand-up', dueDate: '2026-03-23', repeat: { every: 'weekday' } });
    expect(parseQuickAdd('Stretch daily', MONDAY)).toMatchObject({ title: 'Stretch', repeat: { every: 'day', interval: 1 } });
    expect(parseQuickAdd('Review weekly', MONDAY).repeat).toMatchObject({ every: 'week' });
    expect(parseQuickAdd('Invoice monthly', MONDAY).repeat).toMatchObject({ every: 'month' });
    expect(parseQuickAdd('Read every day', MONDAY).repeat).toMatchObject({ every: 'day' });
    expect(parseQuickAdd('Haircut every! 6 weeks', MONDAY).repeat).toEqual({ every: 'week', interval: 6, from: 'completion' });
    expect(parseQuickAdd('every day Journal', MONDAY)).toMatchObject({ title: 'Journal', repeat: { every: 'day' } });
    expect(parseQuickAdd('Call Sam friday every week', MONDAY)).toMatchObject({ title: 'Call Sam', dueDate: '2026-03-20', repeat: { every: 'week' } });
  });

  it('leaves what is not a repeat phrase in the title', () => {
    expect(parseQuickAdd('every', MONDAY)).toMatchObject({ title: 'every', repeat: null });
    expect(parseQuickAdd('Read every book', MONDAY)).toMatchObject({ title: 'Read every book', repeat: null });
    expect(parseQuickAdd('Run every 0 days', MONDAY)).toMatchObject({ title: 'Run every 0 days', repeat: null });
    expect(parseQuickAdd('daily', MONDAY)).toMatchObject({ title: 'daily', repeat: null });
  });
});

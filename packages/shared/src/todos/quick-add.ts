import type { TodoPriority } from './todo-constants';
import { addDays } from '../calendar/calendar-days';
import { nextWeekday, startOfNextWeek } from './todo-dates';
import { firstRepeatDate, type RepeatRule } from './repeat-rule';
import { repeatOfPhrase } from './repeat-words';

/** What the board's quick add reads from one line (docs/product/todos.md "Quick add"). */
export interface QuickAddParse {
  title: string;
  priority: TodoPriority | null;
  category: string | null;
  dueDate: string | null;
  /** docs/product/todos.md "Repeating tasks": 'every monday', 'daily', 'every! 2 weeks'… */
  repeat: RepeatRule | null;
}

const PRIORITY_MARKER = /^!(high|medium|low)$/i;
/** '#' then a letter: '#42' in "Fix bug #42" stays part of the title. */
const CATEGORY_MARKER = /^#(\p{L}[\p{L}\p{N}_-]*)$/u;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The due date a phrase names, relative to `today`, or null when it names none. */
function dateOfPhrase(phrase: string, today: string): string | null {
  const text = phrase.toLowerCase();
  if (text === 'today') return today;
  if (text === 'tomorrow') return addDays(today, 1);
  if (text === 'next week') return startOfNextWeek(today);
  const weekday = (WEEKDAYS as readonly string[]).indexOf(text);
  return weekday === -1 ? null : nextWeekday(today, weekday);
}

/** A date phrase at the end of the words, else at their start: how many words it takes, and the date. */
function findDatePhrase(words: readonly string[], today: string): { at: 'end' | 'start'; count: number; date: string } | null {
  for (const count of [2, 1]) {
    if (words.length <= count) continue;
    const end = dateOfPhrase(words.slice(-count).join(' '), today);
    if (end) return { at: 'end', count, date: end };
  }
  for (const count of [2, 1]) {
    if (words.length <= count) continue;
    const start = dateOfPhrase(words.slice(0, count).join(' '), today);
    if (start) return { at: 'start', count, date: start };
  }
  return null;
}

/** A repeat phrase (one to three words) at the end of the words, else at their start. */
function findRepeatPhrase(words: readonly string[]): { at: 'end' | 'start'; count: number; rule: RepeatRule } | null {
  for (const at of ['end', 'start'] as const) {
    for (const count of [3, 2, 1]) {
      if (words.length <= count) continue;
      const rule = repeatOfPhrase(at === 'end' ? words.slice(-count) : words.slice(0, count));
      if (rule) return { at, count, rule };
    }
  }
  return null;
}

const withoutPhrase = (words: readonly string[], phrase: { at: 'end' | 'start'; count: number } | null) =>
  phrase ? (phrase.at === 'end' ? words.slice(0, -phrase.count) : words.slice(phrase.count)) : [...words];

/**
 * Reads one typed line: '!high', '!medium' or '!low' anywhere sets the priority; '#word' anywhere sets
 * the category; 'today', 'tomorrow', 'next week' or a weekday name at the end (or the start) sets the
 * due date. The last marker of a kind wins. Whatever is left, with single spaces, is the title. A line
 * that would leave no title is taken as it was typed. `today` is the person's 'YYYY-MM-DD'.
 */
export function parseQuickAdd(text: string, today: string): QuickAddParse {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let priority: TodoPriority | null = null;
  let category: string | null = null;
  const rest: string[] = [];
  for (const word of words) {
    const priorityMatch = PRIORITY_MARKER.exec(word);
    const categoryMatch = CATEGORY_MARKER.exec(word);
    if (priorityMatch) priority = priorityMatch[1]!.toLowerCase() as TodoPriority;
    else if (categoryMatch) category = categoryMatch[1]!;
    else rest.push(word);
  }
  const repeatPhrase = findRepeatPhrase(rest);
  const afterRepeat = withoutPhrase(rest, repeatPhrase);
  const phrase = findDatePhrase(afterRepeat, today);
  const titleWords = withoutPhrase(afterRepeat, phrase);
  if (titleWords.length === 0) return { title: words.join(' '), priority: null, category: null, dueDate: null, repeat: null };
  const repeat = repeatPhrase?.rule ?? null;
  const dueDate = phrase?.date ?? (repeat ? firstRepeatDate(repeat, today) : null);
  return { title: titleWords.join(' '), priority, category, dueDate, repeat };
}

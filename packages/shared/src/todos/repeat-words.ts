import type { RepeatRule } from './repeat-rule';

// docs/product/todos.md "Repeating tasks": a rule in the words the card, the details and quick add
// show ('Every Monday', 'Every 2 weeks', 'Every month on the 31st'), and quick add's repeat phrases.

const ISO_DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function dayList(weekdays: readonly number[], short: boolean): string {
  const names = weekdays.map((day) => (short ? ISO_DAY_NAMES[day - 1]!.slice(0, 3) : ISO_DAY_NAMES[day - 1]!));
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

const UNIT_WORDS = { day: 'day', week: 'week', month: 'month', year: 'year' } as const;

/** The schedule alone: 'Every day', 'Every 3 days', 'Every weekday', 'Every Monday and Thursday', 'Every 2 weeks on Friday', 'Every month on the 31st'. */
export function repeatScheduleWords(rule: RepeatRule): string {
  if (rule.every === 'weekday') return 'Every weekday';
  const every = rule.interval === 1 ? `Every ${UNIT_WORDS[rule.every]}` : `Every ${rule.interval} ${UNIT_WORDS[rule.every]}s`;
  if (rule.every === 'week' && rule.weekdays !== undefined) {
    if (rule.interval === 1) return `Every ${dayList(rule.weekdays, rule.weekdays.length > 2)}`;
    return `${every} on ${dayList(rule.weekdays, rule.weekdays.length > 2)}`;
  }
  if (rule.every === 'month' && rule.monthDay !== undefined) return `${every} on the ${ordinal(rule.monthDay)}`;
  return every;
}

/** The whole rule: the schedule, then 'after completion' for "every!", then its end ('until 2027-03-01', '5 times'). */
export function repeatWords(rule: RepeatRule): string {
  const schedule = `${repeatScheduleWords(rule)}${rule.from === 'completion' ? ' after completion' : ''}`;
  if (rule.until !== undefined) return `${schedule}, until ${rule.until}`;
  if (rule.count !== undefined) return `${schedule}, ${rule.count === 1 ? 'once' : `${rule.count} times`}`;
  return schedule;
}

const QUICK_UNITS: Record<string, RepeatRule['every']> = { day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', year: 'year', years: 'year' };
const QUICK_SINGLE: Record<string, RepeatRule['every']> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year', annually: 'year' };
const QUICK_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * A repeat phrase of quick add (docs/product/todos.md "Quick add"), in lower case, as a rule, or null:
 * 'daily', 'weekly', 'monthly', 'yearly'; 'every day', 'every weekday', 'every monday', 'every 2 weeks',
 * 'every month'; 'every!' (or 'every! ...') counts from completion.
 */
export function repeatOfPhrase(words: readonly string[]): RepeatRule | null {
  const [first, second, third] = words.map((word) => word.toLowerCase());
  if (words.length === 1 && first !== undefined && QUICK_SINGLE[first]) return { every: QUICK_SINGLE[first], interval: 1, from: 'due' };
  if (first !== 'every' && first !== 'every!') return null;
  const from = first === 'every!' ? 'completion' : 'due';
  if (words.length === 2 && second !== undefined) {
    if (second === 'weekday' || second === 'weekdays') return { every: 'weekday', interval: 1, from };
    if (QUICK_UNITS[second]) return { every: QUICK_UNITS[second], interval: 1, from };
    const weekday = QUICK_WEEKDAYS.indexOf(second);
    if (weekday !== -1) return { every: 'week', interval: 1, weekdays: [weekday + 1], from };
  }
  if (words.length === 3 && second !== undefined && third !== undefined && /^[1-9]\d{0,2}$/.test(second) && QUICK_UNITS[third]) {
    const interval = Number(second);
    if (interval <= 365) return { every: QUICK_UNITS[third], interval, from };
  }
  return null;
}

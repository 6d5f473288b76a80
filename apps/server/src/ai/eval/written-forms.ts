import { daysBetween } from '@cadence/shared';

// How the offline assistant writes dates, durations and due notes, as the evaluation's checkers read
// them back (issue 18 §7; fact-checker.ts and period-checker.ts).

const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
export const DATE = `${WEEKDAY}, ${MONTH} \\d{1,2}`;
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The checker's own way of writing a local date, 'Wednesday, March 10'. */
export function writtenDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** The seconds a written duration can stand for: '1h 20m' is [4800, 4860), '14s' is 14. */
function durationRange(text: string): [number, number] | null {
  const seconds = /^(\d+)s$/.exec(text);
  if (seconds) return [Number(seconds[1]), Number(seconds[1]) + 1];
  const hm = /^(\d+)h (\d+)m$/.exec(text);
  if (!hm) return null;
  const from = Number(hm[1]) * 3600 + Number(hm[2]) * 60;
  return [from, from + 60];
}

/** A stated duration matches when the time lies in it, and recorded time is never stated as none ('0h 0m'). */
export function durationMatches(text: string, actual: number): boolean {
  const range = durationRange(text);
  if (!range) return false;
  if (actual > 0 && range[0] === 0) return false;
  return actual >= range[0] && actual < range[1];
}

export function dueNoteMatches(note: string, due: string | null, today: string): boolean {
  if (due === null) return false;
  const days = daysBetween(today, due);
  if (note === 'due today') return days === 0;
  if (note === 'due tomorrow') return days === 1;
  const ahead = /^due in (\d+) days$/.exec(note);
  if (ahead) return days === Number(ahead[1]);
  const overdue = /^overdue by (\d+) days?$/.exec(note);
  return overdue !== null && days === -Number(overdue[1]);
}

import { PATTERN_MIN_DAYS_EACH_SIDE } from './dashboard-constants';
import { patternSentence, type MoodPattern, type PatternSubject } from './review';

// docs/product/dashboard.md "Patterns": the patterns that still need days are said once, in one
// sentence, not one line each (issue 18 §9: five rows said the same thing).

/** How many habits the sentence names before it counts the rest. */
export const NEEDS_DATA_NAMED_HABITS = 3;

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** "A", "A or B", "A, B or C". */
function either(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
}

function habitsPhrase(titles: readonly string[]): string {
  const named = titles.slice(0, NEEDS_DATA_NAMED_HABITS).map((title) => `“${title}”`);
  const others = titles.length - named.length;
  if (others === 0) return `days you did ${either(named)}`;
  return `days you did ${named.join(', ')} or ${others} other habit${others === 1 ? '' : 's'}`;
}

/**
 * The one sentence for every pattern that needs more days, or null when none does. A single one keeps
 * its own sentence, with its counts; several share one that names them.
 */
export function needsDataSentence(patterns: readonly MoodPattern[], minDays = PATTERN_MIN_DAYS_EACH_SIDE): string | null {
  const waiting = patterns.filter((pattern) => pattern.kind === 'not-enough-data');
  if (waiting.length === 0) return null;
  if (waiting.length === 1) return patternSentence(waiting[0]!, minDays);
  const titles = waiting.map((pattern) => pattern.subject).filter((subject): subject is Extract<PatternSubject, { type: 'habit' }> => subject.type === 'habit').map((subject) => subject.title);
  const productive = waiting.some((pattern) => pattern.subject.type === 'productive-hour');
  const parts = [titles.length > 0 ? habitsPhrase(titles) : null, productive ? 'days with an hour or more of productive time' : null].filter((part): part is string => part !== null);
  return `Not enough data yet for ${parts.join(', or ')}: a pattern needs at least ${days(minDays)} with a mood on each side.`;
}

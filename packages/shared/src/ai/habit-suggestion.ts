import { DEFAULT_HABIT_CATEGORY, type HabitCategory, type HabitFrequency, type HabitTimeOfDay } from '../habits/habit-constants';

// docs/product/ai.md "Habit suggestions": parsing the model's suggestions.

export interface ParsedHabitSuggestion {
  title: string;
  description: string;
  frequency: HabitFrequency;
  /** null: any time of day. */
  timeOfDay: HabitTimeOfDay | null;
  category: HabitCategory;
  /** False when the text had no 'Name - description' dash: the whole text is the title (docs/product/ai.md "Habit suggestions"). */
  parsed: boolean;
}

/**
 * A keyword "is mentioned" when a word starts with it, case-insensitively: 'run' matches 'running'
 * but not 'brunch', 'read' matches 'reading' but not 'already' (docs/product/ai.md "Habit
 * suggestions": the spec's words, read as words).
 */
function mentions(text: string, keywords: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return keywords.some((keyword) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(keyword)}`, 'u').test(lower));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Frequency: weekly words first, then monthly, else daily. */
export function habitFrequencyOf(text: string): HabitFrequency {
  if (mentions(text, ['weekly', 'each week', 'per week'])) return 'weekly';
  if (mentions(text, ['monthly', 'each month', 'per month'])) return 'monthly';
  return 'daily';
}

const TIME_RULES: ReadonlyArray<[HabitTimeOfDay, readonly string[]]> = [
  ['morning', ['morning', 'breakfast']],
  ['afternoon', ['afternoon', 'lunch']],
  ['evening', ['evening', 'dinner']],
  ['night', ['night', 'before bed']],
];

/** Time of day: the first rule whose words are mentioned, in the spec's order; null (any time) otherwise. */
export function habitTimeOfDayOf(text: string): HabitTimeOfDay | null {
  return TIME_RULES.find(([, words]) => mentions(text, words))?.[0] ?? null;
}

const CATEGORY_RULES: ReadonlyArray<[HabitCategory, readonly string[]]> = [
  ['fitness', ['exercise', 'workout', 'run', 'gym']],
  ['productivity', ['work', 'productivity', 'focus']],
  ['learning', ['learn', 'read', 'study']],
];

/** Category: fitness, productivity, learning words in that order; wellness otherwise. */
export function habitCategoryOf(text: string): HabitCategory {
  return CATEGORY_RULES.find(([, words]) => mentions(text, words))?.[0] ?? DEFAULT_HABIT_CATEGORY;
}

/** A dash standing between words (' - ', ' – ', ' — '); a hyphen inside a word ('5-minute') is not one. */
const SEPARATOR = /\s[-–—]\s/;

/** '1. ', '2) ', '- ', '* ' at the start, and Markdown bold or italics marks. */
function cleanSuggestion(text: string): string {
  return text
    .replace(/^\s*(?:\d+\s*[.)]|[-*•])\s+/, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads one 'Name - description' suggestion: the title is the text before the first dash, the
 * description the text after; frequency, time of day and category come from the whole text.
 */
export function parseHabitSuggestion(text: string): ParsedHabitSuggestion {
  const clean = cleanSuggestion(text);
  const match = SEPARATOR.exec(clean);
  const title = match ? clean.slice(0, match.index).trim() : '';
  const description = match ? clean.slice(match.index + match[0].length).trim() : '';
  const parsed = Boolean(match) && title !== '' && description !== '';
  return {
    title: parsed ? title : clean,
    description: parsed ? description : '',
    frequency: habitFrequencyOf(clean),
    timeOfDay: habitTimeOfDayOf(clean),
    category: habitCategoryOf(clean),
    parsed,
  };
}

/** docs/product/ai.md "Habit suggestions": numbered suggestions separated by blank lines; numbered lines without blank lines also count. */
export function splitSuggestions(text: string): string[] {
  const blocks = text.split(/\n\s*\n/);
  const parts = blocks.length > 1 ? blocks : text.split(/\n(?=\s*\d+\s*[.)]\s)/);
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter((part) => part !== '');
}

/** A suggestion in the format the habit panel reads back (docs/product/ai.md "Habit suggestions"). */
export function formatHabitSuggestion(name: string, description: string): string {
  return `${name} - ${description}`;
}

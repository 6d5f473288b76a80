import { MOOD_LEVEL_LABELS, MOOD_MAX, MOOD_MIN, type MoodLevel, type MoodTone } from './journal-constants';

/** A whole number on the 1–10 scale (docs/product/journal.md "Mood"). */
export function isMood(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MOOD_MIN && value <= MOOD_MAX;
}

/** docs/product/journal.md "Mood": 1–2 very low, 3–4 low, 5–6 okay, 7–8 good, 9–10 great. Averages round to the nearer step. */
export function moodLevel(mood: number): MoodLevel {
  const step = Math.min(MOOD_MAX, Math.max(MOOD_MIN, Math.round(mood)));
  if (step <= 2) return 'very-low';
  if (step <= 4) return 'low';
  if (step <= 6) return 'okay';
  if (step <= 8) return 'good';
  return 'great';
}

export function moodLabel(mood: number): string {
  return MOOD_LEVEL_LABELS[moodLevel(mood)];
}

/** docs/product/journal.md "Mood": green at 7 or more, yellow at 4 or more, red below (compared before rounding). */
export function moodTone(mood: number): MoodTone {
  if (mood >= 7) return 'high';
  if (mood >= 4) return 'medium';
  return 'low';
}

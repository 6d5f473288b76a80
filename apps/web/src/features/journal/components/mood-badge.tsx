import { moodLabel, moodLevel, moodTone, type MoodLevel, type MoodTone } from '@cadence/shared';
import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';

/** docs/product/journal.md "Mood": a face for each level of the scale. */
export const MOOD_ICONS: Record<MoodLevel, LucideIcon> = { 'very-low': Frown, low: Annoyed, okay: Meh, good: Smile, great: Laugh };

/** docs/product/journal.md "Mood": green at 7 or more, yellow at 4 or more, red below; text colours keep 4.5:1 in both themes. */
export const moodToneStyles: Record<MoodTone, string> = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30',
  medium: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/30',
  low: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-500/30',
};

/** '7/10, Good' for the slider and for screen readers. */
export function moodValueText(mood: number): string {
  return `${mood}/10, ${moodLabel(mood)}`;
}

/** The mood icon of an entry or a check-in: a face, the number out of 10, and the word (the colour is never the only cue). */
export function MoodBadge({ mood, className }: { mood: number; className?: string }) {
  const Icon = MOOD_ICONS[moodLevel(mood)];
  return (
    <span data-mood={mood} className={cx('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', moodToneStyles[moodTone(mood)], className)}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">Mood </span>
      {mood}/10
      <span className="hidden sm:inline">· {moodLabel(mood)}</span>
      <span className="sr-only sm:hidden">, {moodLabel(mood)}</span>
    </span>
  );
}

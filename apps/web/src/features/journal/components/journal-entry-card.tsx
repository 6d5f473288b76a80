import type { JournalEntry } from '@cadence/shared';
import { Pencil, Sparkles, Trash2 } from 'lucide-react';
import { memo, useId, type ReactNode } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { EntryText } from './entry-text';
import { formatEntryMoment, formatEntryTime } from './journal-dates';
import { MoodBadge } from './mood-badge';

export interface EntryHandlers {
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
  /** The get-AI-coaching action (docs/product/journal.md "AI coach"): opens the coach panel about this entry. */
  onCoach: (entry: JournalEntry) => void;
  /** A tag on a card narrows the list to that tag. */
  onTag: (tag: string) => void;
  /**
   * Shown beside the mood: the entry's sentiment, composed in app/journal-route.tsx (docs/product/ai.md
   * "Sentiment"). `headingId` names the entry. Must be stable (the card is memoised).
   */
  renderSentiment?: (entry: JournalEntry, headingId: string) => ReactNode;
}

const iconButton = cx(
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  focusRing,
);

/** One entry (docs/product/journal.md "Journal screen"): its time, mood icon (and its sentiment when composed), the coaching, edit and delete actions, the text, tags, highlights and gratitude. */
export const JournalEntryCard = memo(function JournalEntryCard({ entry, onEdit, onDelete, onCoach, onTag, renderSentiment }: { entry: JournalEntry } & EntryHandlers) {
  const headingId = useId();
  const moment = formatEntryMoment(entry.createdAt);
  return (
    <article aria-labelledby={headingId} data-entry={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className="whitespace-nowrap text-sm font-semibold text-slate-900 dark:text-slate-100">
          <span className="sr-only">Entry from </span>
          <time dateTime={entry.createdAt} title={moment}>
            <span className="sr-only">{moment}</span>
            <span aria-hidden="true">{formatEntryTime(entry.createdAt)}</span>
          </time>
        </h3>
        <MoodBadge mood={entry.mood} />
        {/* Beside the mood; on a phone, on its own line under the header so the actions keep their place. */}
        <div className="order-last w-full empty:hidden sm:order-none sm:w-auto">{renderSentiment?.(entry, headingId)}</div>
        <div className="ml-auto flex shrink-0 items-center">
          <button type="button" className={cx(iconButton, 'hover:text-violet-700 dark:hover:text-violet-300')} aria-label={`Get AI coaching on the entry from ${moment}`} title="Get AI coaching" onClick={() => onCoach(entry)}>
            <Sparkles aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={iconButton} aria-label={`Edit the entry from ${moment}`} title="Edit" onClick={() => onEdit(entry)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={cx(iconButton, 'hover:text-red-700 dark:hover:text-red-400')} aria-label={`Delete the entry from ${moment}`} title="Delete" onClick={() => onDelete(entry)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </header>

      <div className="mt-3 space-y-3">
        <EntryText content={entry.content} />
        <EntryList title="Highlights" items={entry.highlights} marker="✦" />
        <EntryList title="Grateful for" items={entry.gratitude} marker="♥" />
        {/* py-1: each tag is at least 24 px tall (WCAG 2.5.8 target size; Lighthouse target-size, issue 19). */}
        {entry.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li key={tag} className="min-w-0 max-w-full">
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  className={cx('max-w-full rounded-full bg-slate-100 px-2.5 py-1 text-left text-xs font-medium text-slate-700 [overflow-wrap:anywhere] hover:bg-indigo-100 hover:text-indigo-900 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-indigo-500/20 dark:hover:text-indigo-100', focusRing)}
                >
                  <span className="sr-only">Show entries tagged </span>#{tag}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
});

function EntryList({ title, items, marker }: { title: string; items: readonly string[]; marker: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{title}</h4>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-800 dark:text-slate-200">
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className="flex gap-2">
            <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
              {marker}
            </span>
            <span className="min-w-0 whitespace-pre-wrap [overflow-wrap:anywhere]">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

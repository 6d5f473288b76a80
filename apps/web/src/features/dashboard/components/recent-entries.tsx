import { DASHBOARD_TEXTS, moodLabel, moodTone, type MoodTone, type RecentEntry } from '@cadence/shared';
import { BookOpen } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';
import { ButtonLink, DashboardCard, textLinkClass } from './dashboard-card';
import { formatEntryDate } from './dashboard-formats';
import { Link } from 'react-router';

/** docs/product/dashboard.md "Recent Journal Entries": mood n/10 green at 7 or more, yellow at 4 or more, red below (the journal's moodTone); always with its number. */
const TONE_CLASSES: Record<MoodTone, string> = {
  high: 'bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-100',
  low: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
};

/** "Recent Journal Entries" (docs/product/dashboard.md "Recent Journal Entries"). */
export function RecentEntries({ entries }: { entries: RecentEntry[] }) {
  return (
    <DashboardCard
      id="recent-entries"
      title={DASHBOARD_TEXTS.recentJournalEntries}
      icon={<BookOpen aria-hidden="true" className="h-5 w-5 text-violet-600 dark:text-violet-300" />}
      action={entries.length > 0 ? <Link to="/journal" className={cx(textLinkClass, 'text-sm')}>Open Journal</Link> : null}
    >
      {entries.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-5 text-center dark:border-slate-700">
          <p className="font-medium text-slate-900 dark:text-white">No journal entries yet</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">Write about your day and how it felt.</p>
          <ButtonLink to="/journal">{DASHBOARD_TEXTS.createJournalEntry}</ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <time dateTime={entry.createdAt} className="text-sm font-medium text-slate-700 dark:text-slate-200">
                  {formatEntryDate(entry.createdAt)}
                </time>
                <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums', TONE_CLASSES[moodTone(entry.mood)])}>
                  <span className="sr-only">Mood </span>
                  {entry.mood}/10
                  <span className="sr-only">, {moodLabel(entry.mood)}</span>
                </span>
              </div>
              <p className="line-clamp-2 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{entry.content}</p>
              {entry.tags.length > 0 ? (
                <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                  {entry.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      #{tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

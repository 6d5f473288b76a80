import { groupByDay, type JournalEntry } from '@cadence/shared';
import { BookOpen, SearchX } from 'lucide-react';
import { startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useJournalPages } from '../api/get-journal-pages';
import { isUnfiltered, type JournalFilters } from '../api/journal-keys';
import { dayHeading, formatMonthName } from './journal-dates';
import { JournalEntryCard, type EntryHandlers } from './journal-entry-card';
import { JournalListSkeleton } from './journal-skeleton';
import { useLocalToday } from '../../../lib/use-local-today';

/** Start loading the next page this far before its place scrolls into view. */
const PRELOAD_MARGIN = '1200px 0px';
/**
 * Issue 19: the entries rendered in the first task (a phone's first screen and more), then this many
 * more per task until every loaded entry is in the page (docs/decisions/014).
 */
export const FIRST_ENTRIES = 6;
const ENTRIES_PER_TASK = 4;

/**
 * How many of `total` loaded entries to render: `FIRST_ENTRIES` at once, the rest a few per task so no
 * task blocks the main thread long (issue 19). A new list (another filter) starts small again; entries
 * added to a list already shown (the next page) come in the same way.
 */
function useProgressiveCount(total: number, listKey: string): number {
  const [state, setState] = useState({ key: listKey, count: FIRST_ENTRIES });
  const count = state.key === listKey ? state.count : FIRST_ENTRIES;
  if (state.key !== listKey) setState({ key: listKey, count: FIRST_ENTRIES });
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setState((current) => ({ key: current.key, count: current.count + ENTRIES_PER_TASK }))), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

interface JournalListProps extends EntryHandlers {
  filters: JournalFilters;
  onNewEntry: () => void;
  onClearFilters: () => void;
  /** Called once the list's first answer (entries, none, or an error) has been painted. */
  onFirstEntries?: () => void;
}

/**
 * The entries, grouped by local day, newest first (docs/product/journal.md "Days"), 50 at a time (docs/product/journal.md "Pages"): the next page loads
 * as the end of the list comes near (docs/product/journal.md "Pages").
 */
export function JournalList({ filters, onNewEntry, onClearFilters, onFirstEntries, ...handlers }: JournalListProps) {
  const pages = useJournalPages(filters);
  useAfterPaint(!pages.isPending, onFirstEntries);
  const entries = useMemo(() => pages.data?.pages.flatMap((page) => page.entries) ?? [], [pages.data]);
  const rendered = useProgressiveCount(entries.length, `${filters.q}\n${filters.tag}\n${filters.month}`);
  const groups = useMemo(() => groupByDay(entries.slice(0, rendered)), [entries, rendered]);
  // docs/product/journal.md "Days": each day's count in all, as the server said, not the loaded entries.
  const dayCounts = useMemo(() => new Map(pages.data?.pages.flatMap((page) => page.dayCounts.map((day) => [day.date, day.count] as const)) ?? []), [pages.data]);
  const today = useLocalToday();

  if (pages.isPending) return <JournalListSkeleton />;
  if (pages.isError && !pages.data) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void pages.refetch()}>Try again</Button>}>
        {errorMessage(pages.error, 'Could not load your journal.')}
      </Alert>
    );
  }
  if (entries.length === 0) {
    return isUnfiltered(filters) ? <EmptyJournal onNewEntry={onNewEntry} /> : <NoMatches filters={filters} onClear={onClearFilters} />;
  }

  return (
    <div className="space-y-8" aria-busy={pages.isPlaceholderData || undefined}>
      {groups.map((group) => (
        <DayGroup key={group.date} heading={dayHeading(group.date, today)} count={Math.max(dayCounts.get(group.date) ?? 0, group.entries.length)} entries={group.entries} handlers={handlers} />
      ))}
      {/* The list's end (and the next page's trigger) once every loaded entry is in the page. */}
      {rendered < entries.length ? null : (
      <ListEnd
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        failed={pages.isFetchNextPageError}
        error={pages.error}
        loadMore={() => void pages.fetchNextPage()}
        count={entries.length}
      />
      )}
    </div>
  );
}

/** Calls `then` once, in the task after the frame in which `ready` was first painted. */
function useAfterPaint(ready: boolean, then: (() => void) | undefined) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || !then) return;
    done.current = true;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(then, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      done.current = false;
    };
  }, [ready, then]);
}

function DayGroup({ heading, count, entries, handlers }: { heading: string; count: number; entries: JournalEntry[]; handlers: EntryHandlers }) {
  const id = useId();
  return (
    // Off-screen days skip layout and paint until they come near (a long journal stays light to scroll).
    <section aria-labelledby={id} className="[contain-intrinsic-size:auto_600px] [content-visibility:auto]">
      <h2 id={id} className="mb-3 flex items-baseline gap-2 text-base font-semibold text-slate-900 dark:text-white">
        {heading}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          {count} {count === 1 ? 'entry' : 'entries'}
        </span>
      </h2>
      <ol className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <JournalEntryCard entry={entry} {...handlers} />
          </li>
        ))}
      </ol>
    </section>
  );
}

interface ListEndProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  error: unknown;
  loadMore: () => void;
  count: number;
}

/** The end of what is loaded: it asks for the next page as it nears the view; a button does the same by hand. */
function ListEnd({ hasMore, loading, failed, error, loadMore, count }: ListEndProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  useLayoutEffect(() => {
    load.current = loadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || failed) return;
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) load.current();
    }, { rootMargin: PRELOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, failed, count]);

  if (failed) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={loadMore}>Try again</Button>}>
        {errorMessage(error, 'Could not load more entries.')}
      </Alert>
    );
  }
  if (!hasMore) {
    return count > 10 ? <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">That is every entry: {count} in all.</p> : null;
  }
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner size="sm" decorative /> Loading more entries…
        </p>
      ) : (
        <Button variant="secondary" onClick={loadMore}>
          Load more entries
        </Button>
      )}
    </div>
  );
}

function EmptyJournal({ onNewEntry }: { onNewEntry: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-indigo-600 dark:text-indigo-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No journal entries yet</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-300">Write about your day, how you feel and what you are grateful for. Only you can read it.</p>
      <Button className="mt-5" onClick={onNewEntry}>
        Create Your First Entry
      </Button>
    </div>
  );
}

function NoMatches({ filters, onClear }: { filters: JournalFilters; onClear: () => void }) {
  const what = [filters.q.trim() ? `“${filters.q.trim()}”` : null, filters.tag ? `the tag #${filters.tag}` : null].filter(Boolean).join(' with ');
  const month = filters.month ? formatMonthName(filters.month) : '';
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <SearchX aria-hidden="true" className="mx-auto h-9 w-9 text-slate-500 dark:text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No entries found</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300 [overflow-wrap:anywhere]">{what ? `No entry matches ${what}${month ? ` in ${month}` : ''}.` : `No entry in ${month}.`}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        Clear search and filter
      </Button>
    </div>
  );
}

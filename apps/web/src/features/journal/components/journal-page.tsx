import type { JournalEntry } from '@cadence/shared';
import { Plus, Sparkles } from 'lucide-react';
import { lazy, type ReactNode, startTransition, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MountInTransition } from '../../../components/ui/mount-in-transition';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { useJournalMonths } from '../api/get-journal-months';
import { useJournalPages } from '../api/get-journal-pages';
import { useJournalTags } from '../api/get-journal-tags';
import { useOnThisDay } from '../api/get-on-this-day';
import { useLocalToday } from '../../../lib/use-local-today';
import type { JournalFilters } from '../api/journal-keys';
import { AiCoachPanel } from './ai-coach-panel';
import { JournalViewTabs, type JournalView, useWideLayout } from './journal-view-tabs';
import { OnThisDayCard } from './on-this-day-card';
import type { JournalFormTarget } from './journal-entry-dialog';
import { JournalFiltersBar } from './journal-filters';
import type { EntryHandlers } from './journal-entry-card';
import { JournalList } from './journal-list';
import { JournalListSkeleton, MoodPanelSkeleton } from './journal-skeleton';
import { focusFallbackWhenOpenerGoes } from '../../../lib/focus-after-close';

// The form, the check-in and the chart load after the list: the entries' first paint needs none of
// them, nor zod, which their forms parse with.
const loadEntryDialog = () => import('./journal-entry-dialog');
const JournalEntryDialog = lazy(() => loadEntryDialog().then((m) => ({ default: m.JournalEntryDialog })));
const preloadEntryDialog = () => void loadEntryDialog();
const MoodPanel = lazy(() => import('./mood-panel').then((m) => ({ default: m.MoodPanel })));

/**
 * Issue 19 (no layout shifts): 'On this day', the month picker and the tag chips sit above the entries
 * and arrive in their own answers; the section shows one skeleton until all four have answered (or
 * failed), then everything at once, so nothing already on screen is pushed down. Only `isPending` is
 * read, so the page re-renders when that changes, not with every page of entries. Once shown, the
 * section stays (a new search keeps the previous results on screen while it loads).
 */
function useEntriesSectionReady(filters: JournalFilters): boolean {
  const today = useLocalToday();
  const pending = [useJournalPages(filters).isPending, useOnThisDay(today).isPending, useJournalTags().isPending, useJournalMonths().isPending].some(Boolean);
  const [ready, setReady] = useState(!pending);
  if (!pending && !ready) setReady(true);
  return ready || !pending;
}

/** What the coach is asked: an entry (by id, `asked` counting the clicks) or nothing yet. */
export type JournalCoachRequest = { entryId: string; nonce: number } | null;

/**
 * The Journal screen (docs/product/journal.md "Journal screen"). `renderCoach`: the AI coach, composed
 * in app/ (docs/product/ai.md "Mounting in the areas").
 */
export function JournalPage({ renderCoach, renderSentiment }: { renderCoach?: (request: JournalCoachRequest) => ReactNode; renderSentiment?: EntryHandlers['renderSentiment'] }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<JournalFilters>(() => ({ q: params.get('q') ?? '', tag: params.get('tag') ?? '', month: params.get('month') ?? '' }), [params]);
  const wide = useWideLayout();
  const sectionReady = useEntriesSectionReady(filters);
  const [view, setView] = useState<JournalView>('entries');
  const entriesPanelId = useId();
  const moodsPanelId = useId();
  const [formTarget, setFormTarget] = useState<JournalFormTarget | null>(null);
  const [coach, setCoach] = useState<{ entry: JournalEntry | null; asked: number } | null>(null);
  const coachId = useId();
  const coachHeading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteJournalEntry();
  // Issue 19: the check-in and the chart render after the first entries are painted (their skeleton
  // holds their place until then), as an interruptible transition, so they never share the entries' task.
  const [sideShown, setSideShown] = useState(false);
  const onFirstEntries = useCallback(() => startTransition(() => setSideShown(true)), []);

  // docs/product/journal.md "Search and tag filter": both live in the address, so Back and a reload keep them.
  const setFilter = useCallback(
    (name: keyof JournalFilters, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim() === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: name === 'q' },
      ),
    [setParams],
  );
  const onSearch = useCallback((q: string) => setFilter('q', q), [setFilter]);
  const onTag = useCallback((tag: string) => setFilter('tag', tag), [setFilter]);
  const onMonth = useCallback((month: string) => setFilter('month', month), [setFilter]);
  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const openCreate = useCallback(() => setFormTarget({ mode: 'create' }), []);
  const onEdit = useCallback((entry: JournalEntry) => setFormTarget({ mode: 'edit', entry }), []);
  const onDelete = useCallback((entry: JournalEntry) => remove.mutate({ id: entry.id }), [remove]);
  const onCoach = useCallback((entry: JournalEntry) => {
    setCoach((current) => ({ entry, asked: (current?.asked ?? 0) + 1 }));
    // The panel opens above the list: bring it into view and move focus to it.
    requestAnimationFrame(() => {
      coachHeading.current?.scrollIntoView({ block: 'nearest' });
      coachHeading.current?.focus({ preventScroll: true });
    });
  }, []);
  const newEntryId = useId();
  const closeForm = useCallback(() => {
    setFormTarget(null);
    // Focus goes back to what opened the form; when that is gone ('Create Your First Entry' once the
    // journal has an entry), it goes to 'New Entry' rather than being lost.
    focusFallbackWhenOpenerGoes(newEntryId);
  }, [newEntryId]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>Journal</PageHeading>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<Sparkles aria-hidden="true" className="h-4 w-4" />}
            aria-expanded={coach !== null}
            aria-controls={coach ? coachId : undefined}
            onClick={() => setCoach((open) => (open ? null : { entry: null, asked: 0 }))}
          >
            AI Coach
          </Button>
          <Button id={newEntryId} icon={<Plus aria-hidden="true" className="h-4 w-4" />} onPointerEnter={preloadEntryDialog} onFocus={preloadEntryDialog} onClick={openCreate}>
            New Entry
          </Button>
        </div>
      </div>

      {coach ? (
        <AiCoachPanel
          ref={coachHeading}
          id={coachId}
          entry={coach.entry}
          onClose={() => setCoach(null)}
          content={renderCoach?.(coach.entry ? { entryId: coach.entry.id, nonce: coach.asked } : null)}
        />
      ) : null}

      {/* docs/product/journal.md "Journal screen": on a phone the entries come first, the moods a tab away (issue 18 §6). */}
      {wide ? null : <JournalViewTabs view={view} onView={setView} entriesPanelId={entriesPanelId} moodsPanelId={moodsPanelId} />}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside id={moodsPanelId} aria-label="Moods" {...(wide ? {} : { role: 'tabpanel', 'aria-labelledby': `${moodsPanelId}-tab`, hidden: view !== 'moods' })} className="lg:order-2">
          {sideShown ? (
            <Suspense fallback={<MoodPanelSkeleton />}>
              <MoodPanel />
            </Suspense>
          ) : (
            <MoodPanelSkeleton />
          )}
        </aside>
        <section id={entriesPanelId} aria-label="Entries" {...(wide ? {} : { role: 'tabpanel', 'aria-labelledby': `${entriesPanelId}-tab`, hidden: view !== 'entries' })} className="min-w-0 space-y-5 lg:order-1">
          {sectionReady ? (
            <MountInTransition fallback={<JournalListSkeleton />}>
              <OnThisDayCard onMonth={onMonth} />
              <JournalFiltersBar filters={filters} onSearch={onSearch} onTag={onTag} onMonth={onMonth} />
              <JournalList filters={filters} onNewEntry={openCreate} onClearFilters={clearFilters} onEdit={onEdit} onDelete={onDelete} onCoach={onCoach} onTag={onTag} renderSentiment={renderSentiment} onFirstEntries={onFirstEntries} />
            </MountInTransition>
          ) : (
            <JournalListSkeleton />
          )}
        </section>
      </div>

      <Suspense fallback={null}>{formTarget ? <JournalEntryDialog target={formTarget} onClose={closeForm} /> : null}</Suspense>
    </div>
  );
}

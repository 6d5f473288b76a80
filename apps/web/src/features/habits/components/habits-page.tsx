import { periodTapChanges, type Habit, type HabitCategory, type HabitFrequency, type HabitPeriod, type HabitTimeOfDay } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Sparkles } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MountInTransition } from '../../../components/ui/mount-in-transition';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteHabit } from '../api/delete-habit';
import { useHabits } from '../api/get-habits';
import { cachedDoneDays } from '../api/habit-cache';
import { useSetHabitDay } from '../api/set-habit-day';
import { useSetHabitAmount } from '../api/set-habit-amount';
import { HabitAiPanel } from './habit-ai-panel';
import type { HabitFilter } from './habit-filter-chips';
import type { HabitFormTarget } from './habit-form-dialog';
import { HabitList } from './habit-list';
import { HabitsEmptyState } from './habits-empty-state';
import { HabitsSkeleton } from './habits-skeleton';
import { useHabitLink } from './use-habit-link';
import { useHabitsToday } from './use-habits-today';

const AI_PANEL_ID = 'habit-ai-panel';
const AI_BUTTON_ID = 'habit-ai-button';
const NEW_BUTTON_ID = 'habit-new-button';
const focusById = (id: string) => document.getElementById(id)?.focus();

// The form (and zod, which parses it) loads on first use: the list's first paint does not need it.
const loadFormDialog = () => import('./habit-form-dialog');
const HabitFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.HabitFormDialog })));
const preloadFormDialog = () => void loadFormDialog();

/** The Habits screen (docs/product/habits.md). */
/** What the AI panel can do on this page: open the create form filled in, or close itself. */
export interface HabitRecommendationActions {
  fillCreateForm: (habit: { title: string; description: string; frequency: HabitFrequency; timeOfDay: HabitTimeOfDay | null; category: HabitCategory }) => void;
  close: () => void;
}

/** `renderRecommendations`: the AI panel, composed in app/ (docs/product/ai.md "Mounting in the areas"). */
export function HabitsPage({ renderRecommendations }: { renderRecommendations?: (actions: HabitRecommendationActions) => ReactNode }) {
  const habits = useHabits();
  const today = useHabitsToday();
  const [filter, setFilter] = useState<HabitFilter>('all');
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [formTarget, setFormTarget] = useState<HabitFormTarget | null>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const deleteHabit = useDeleteHabit();
  const queryClient = useQueryClient();
  const { mutate: setHabitDay } = useSetHabitDay();
  const { mutate: setHabitAmount } = useSetHabitAmount();
  const { focusAfterDelete } = useFocusAfterDelete(habits.data);
  const [created, setCreated] = useState<string | null>(null);
  useFocusCreated(created, habits.data);
  // docs/product/reminders.md: a habit's reminder opens the page at that habit (/habits?habit=<id>).
  const showAll = useCallback(() => setFilter('all'), []);
  const highlightedId = useHabitLink(habits.data, showAll);

  const openCreate = useCallback(() => setFormTarget({ mode: 'create' }), []);
  const closeForm = useCallback(() => setFormTarget(null), []);
  // A habit made while a category is chosen that it is not in would be hidden: show them all.
  const onCreated = useCallback((habit: Habit) => {
    setFilter((current) => (current === 'all' || current === habit.category ? current : 'all'));
    setCreated(habit.id);
  }, []);
  const handlers = {
    // docs/product/habits.md "Card": one card open at a time.
    onToggleExpanded: useCallback((habit: Habit) => setExpandedId((current) => (current === habit.id ? null : habit.id)), []),
    onEdit: useCallback((habit: Habit) => setFormTarget({ mode: 'edit', habit }), []),
    onDelete: useCallback(
      (habit: Habit) => {
        focusAfterDelete(habit.id);
        deleteHabit.mutate(habit.id);
      },
      [deleteHabit, focusAfterDelete],
    ),
    // issue 18 item 3a: what a tap does is read from the cache at the tap, not from the card's last
    // render, so a second quick tap undoes the first instead of repeating it.
    onTapDay: useCallback(
      (habit: Habit, date: string) => {
        const done = cachedDoneDays(queryClient, habit.id, date, date, today).length > 0;
        setHabitDay({ habitId: habit.id, date, done: !done, today });
      },
      [queryClient, setHabitDay, today],
    ),
    onTapPeriod: useCallback(
      (habit: Habit, period: HabitPeriod) => {
        const days = cachedDoneDays(queryClient, habit.id, period.first, period.last, today);
        for (const change of periodTapChanges(days, period, today, habit.targetCount ?? null)) setHabitDay({ habitId: habit.id, ...change, today });
      },
      [queryClient, setHabitDay, today],
    ),
    onAmount: useCallback((habit: Habit, date: string, amount: number) => setHabitAmount({ habitId: habit.id, date, amount, today }), [setHabitAmount, today]),
  };

  const closeAi = () => {
    setAiOpen(false);
    focusById(AI_BUTTON_ID);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>Habits</PageHeading>
        <div className="flex flex-wrap gap-2">
          <Button id={AI_BUTTON_ID} variant="secondary" icon={<Sparkles aria-hidden="true" className="h-4 w-4" />} aria-expanded={aiOpen} aria-controls={aiOpen ? AI_PANEL_ID : undefined} onClick={() => setAiOpen((open) => !open)}>
            AI Recommend
          </Button>
          <Button id={NEW_BUTTON_ID} icon={<Plus aria-hidden="true" className="h-4 w-4" />} onPointerEnter={preloadFormDialog} onFocus={preloadFormDialog} onClick={openCreate}>
            New Habit
          </Button>
        </div>
      </div>

      {aiOpen ? (
        <HabitAiPanel
          id={AI_PANEL_ID}
          onClose={closeAi}
          content={renderRecommendations?.({
            fillCreateForm: (habit) => setFormTarget({ mode: 'create', prefill: { title: habit.title, description: habit.description, frequency: habit.frequency, timeOfDay: habit.timeOfDay ?? '', category: habit.category } }),
            close: closeAi,
          })}
        />
      ) : null}

      {habits.isPending ? (
        <HabitsSkeleton />
      ) : habits.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void habits.refetch()}>Try again</Button>}>
          {errorMessage(habits.error, 'Could not load your habits.')}
        </Alert>
      ) : (
        <MountInTransition fallback={<HabitsSkeleton />}>
          {habits.data.length === 0 ? (
            <HabitsEmptyState onCreate={openCreate} />
          ) : (
            <HabitList habits={habits.data} today={today} filter={filter} onFilterChange={setFilter} expandedId={expandedId} highlightedId={highlightedId} {...handlers} />
          )}
        </MountInTransition>
      )}

      <Suspense fallback={null}>{formTarget ? <HabitFormDialog target={formTarget} onClose={closeForm} onCreated={onCreated} /> : null}</Suspense>
    </div>
  );
}

/**
 * The form gives focus back to the button that opened it; 'Create Your First Habit' is gone once the
 * first habit exists, so focus goes to the new card instead of being lost.
 */
function useFocusCreated(createdId: string | null, habits: readonly Habit[] | undefined) {
  useEffect(() => {
    if (!createdId || (document.activeElement && document.activeElement !== document.body)) return;
    document.querySelector<HTMLElement>(`[data-habit-card="${createdId}"]`)?.focus();
  }, [createdId, habits]);
}

/**
 * A deleted card takes its focused button with it: focus moves to the next card (or the one before,
 * or 'New Habit' when none is left), so the keyboard keeps its place.
 */
function useFocusAfterDelete(habits: readonly Habit[] | undefined) {
  const pending = useRef<{ deletedId: string; next: string | null } | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target || habits?.some((habit) => habit.id === target.deletedId)) return;
    pending.current = null;
    const card = target.next ? document.querySelector<HTMLElement>(`[data-habit-card="${target.next}"]`) : null;
    if (card) card.focus();
    else focusById(NEW_BUTTON_ID);
  }, [habits]);

  const focusAfterDelete = useCallback(
    (deletedId: string) => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-habit-card]')].map((card) => card.dataset.habitCard ?? '');
      const index = cards.indexOf(deletedId);
      pending.current = { deletedId, next: cards[index + 1] ?? cards[index - 1] ?? null };
    },
    [],
  );
  return { focusAfterDelete };
}

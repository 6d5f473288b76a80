import { goalFilterChips, matchesGoalFilter, type Goal, type GoalCategory, type GoalFilter, type Milestone } from '@cadence/shared';
import { Plus, Sparkles } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MountInTransition } from '../../../components/ui/mount-in-transition';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteGoal } from '../api/delete-goal';
import { useGoals } from '../api/get-goals';
import { useSetMilestone } from '../api/set-milestone';
import { GoalCard } from './goal-card';
import { useLocalToday } from '../../../lib/use-local-today';
import { GoalFilterChips } from './goal-filter-chips';
import type { GoalFormTarget } from './goal-form-dialog';
import { GoalRecommendationsPanel } from './goal-recommendations-panel';
import { GoalsEmptyState } from './goals-empty-state';
import { GoalsSkeleton } from './goals-skeleton';

const RECOMMENDATIONS_ID = 'goal-recommendations';

// The form (and the schemas it parses with) loads on first use: the list's first paint does not need it.
const loadFormDialog = () => import('./goal-form-dialog');
const GoalFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.GoalFormDialog })));
const preloadFormDialog = () => void loadFormDialog();

/** What the AI recommendations can do on this page: fill the create form, or close the panel. */
export interface GoalRecommendationActions {
  fillCreateForm: (goal: { title: string; description: string; category: GoalCategory }) => void;
  close: () => void;
}

/**
 * The Goals screen (docs/product/goals.md). `renderRecommendations`: the AI
 * recommendations, composed in app/ (docs/product/ai.md "Mounting in the areas").
 */
export function GoalsPage({ renderRecommendations }: { renderRecommendations?: (actions: GoalRecommendationActions) => ReactNode }) {
  useDocumentTitle('Goals');
  const goals = useGoals();
  const [filter, setFilter] = useState<GoalFilter>('all');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [formTarget, setFormTarget] = useState<GoalFormTarget | null>(null);
  const [recommendations, setRecommendations] = useState<'closed' | 'open' | 'open-and-focus'>('closed');
  const { mutate: tick } = useSetMilestone();
  const { mutate: remove } = useDeleteGoal();

  const openCreate = useCallback(() => setFormTarget({ mode: 'create' }), []);
  const closeForm = useCallback(() => setFormTarget(null), []);
  const handlers = useMemo(
    () => ({
      onToggleExpanded: (goal: Goal) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (!next.delete(goal.id)) next.add(goal.id);
          return next;
        }),
      onToggleMilestone: (goal: Goal, milestone: Milestone, completed: boolean) => tick({ goalId: goal.id, milestoneId: milestone.id, completed }),
      onEdit: (goal: Goal) => setFormTarget({ mode: 'edit', goal }),
      onDelete: (goal: Goal) => {
        // The delete button leaves with its card: keyboard focus goes to the next card (or the
        // previous one, or 'New Goal'), never back to the top of the page.
        const headings = [...document.querySelectorAll<HTMLButtonElement>('[data-goal-heading]')];
        const at = headings.findIndex((heading) => heading.dataset.goalHeading === goal.id);
        const next = headings[at + 1] ?? headings[at - 1] ?? document.querySelector<HTMLButtonElement>('[data-new-goal]');
        remove(goal.id);
        requestAnimationFrame(() => next?.focus());
      },
    }),
    [tick, remove],
  );

  const list = goals.data;
  const chips = useMemo(() => goalFilterChips(list ?? [], filter), [list, filter]);
  const shown = useMemo(() => (list ?? []).filter((goal) => matchesGoalFilter(goal, filter)), [list, filter]);
  const today = useLocalToday();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>Goals</PageHeading>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<Sparkles aria-hidden="true" className="h-4 w-4" />}
            aria-expanded={recommendations !== 'closed'}
            aria-controls={recommendations !== 'closed' ? RECOMMENDATIONS_ID : undefined}
            onClick={() => setRecommendations((state) => (state === 'closed' ? 'open' : 'closed'))}
          >
            AI Recommend
          </Button>
          <Button data-new-goal icon={<Plus aria-hidden="true" className="h-4 w-4" />} onPointerEnter={preloadFormDialog} onFocus={preloadFormDialog} onClick={openCreate}>
            New Goal
          </Button>
        </div>
      </div>

      {recommendations !== 'closed' ? (
        <GoalRecommendationsPanel
          id={RECOMMENDATIONS_ID}
          focusOnOpen={recommendations === 'open-and-focus'}
          onClose={() => setRecommendations('closed')}
          content={renderRecommendations?.({ fillCreateForm: (prefill) => setFormTarget({ mode: 'create', prefill }), close: () => setRecommendations('closed') })}
        />
      ) : null}

      {goals.isPending ? (
        <GoalsSkeleton />
      ) : goals.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void goals.refetch()}>Try again</Button>}>
          {errorMessage(goals.error, 'Could not load your goals.')}
        </Alert>
      ) : (
        <MountInTransition fallback={<GoalsSkeleton />}>
          <div className="space-y-4">
            {goals.data.length > 0 ? <GoalFilterChips chips={chips} selected={filter} onSelect={setFilter} /> : null}
            {shown.length === 0 ? (
              <GoalsEmptyState filter={goals.data.length === 0 ? 'none' : filter} onCreate={openCreate} onRecommend={() => setRecommendations('open-and-focus')} onShowAll={() => setFilter('all')} />
            ) : (
              <ul aria-label="Goals" className="space-y-3">
                {shown.map((goal) => (
                  <li key={goal.id}>
                    <GoalCard goal={goal} expanded={expanded.has(goal.id)} today={today} {...handlers} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </MountInTransition>
      )}

      <Suspense fallback={null}>{formTarget ? <GoalFormDialog target={formTarget} onClose={closeForm} /> : null}</Suspense>
    </div>
  );
}

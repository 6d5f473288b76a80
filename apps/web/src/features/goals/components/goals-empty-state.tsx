import { goalFilterLabel, type GoalFilter } from '@cadence/shared';
import { Plus, Sparkles, Target } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface GoalsEmptyStateProps {
  /** 'all' when the person has no goals at all; otherwise the filter that found none. */
  filter: GoalFilter | 'none';
  onCreate: () => void;
  onRecommend: () => void;
  onShowAll: () => void;
}

/**
 * docs/product/goals.md "Empty states": 'No goals found', with 'You haven't created any goals yet.' and the buttons 'Create
 * Your First Goal' and 'Get AI Goal Recommendations'; under a filter that finds nothing, 'No goals
 * found with the "{filter}" filter.' and a way back to all goals (docs/product/goals.md "Empty states").
 */
export function GoalsEmptyState({ filter, onCreate, onRecommend, onShowAll }: GoalsEmptyStateProps) {
  const noGoals = filter === 'none';
  return (
    <section aria-labelledby="goals-empty-title" className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Target aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 id="goals-empty-title" className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        No goals found
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{noGoals ? "You haven't created any goals yet." : `No goals found with the "${goalFilterLabel(filter)}" filter.`}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {noGoals ? (
          <>
            <Button icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={onCreate}>
              Create Your First Goal
            </Button>
            <Button variant="secondary" icon={<Sparkles aria-hidden="true" className="h-4 w-4" />} onClick={onRecommend}>
              Get AI Goal Recommendations
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onShowAll}>
            Show All Goals
          </Button>
        )}
      </div>
    </section>
  );
}

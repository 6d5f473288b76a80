import { GOAL_CATEGORY_LABELS, goalWorkSummary, type Goal, type Milestone } from '@cadence/shared';
import { CheckCircle2, ChevronRight, Link2, Pencil, Trash2 } from 'lucide-react';
import { memo, useId } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { GoalLinkedWork } from './goal-linked-work';
import { GoalMilestoneChecklist } from './goal-milestone-checklist';
import { GoalProgressBar } from './goal-progress-bar';
import { GoalTargetDate } from './goal-target-date';

export interface GoalCardHandlers {
  onToggleExpanded: (goal: Goal) => void;
  onToggleMilestone: (goal: Goal, milestone: Milestone, completed: boolean) => void;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}

interface GoalCardProps extends GoalCardHandlers {
  goal: Goal;
  expanded: boolean;
  today: string;
}

const iconButton = cx(
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  focusRing,
);

/**
 * A goal (docs/product/goals.md "Goal"): title, category, status, target date and progress; its heading button
 * expands it to the description and the milestone checklist. Several cards can be open at once.
 */
export const GoalCard = memo(function GoalCard({ goal, expanded, today, onToggleExpanded, onToggleMilestone, onEdit, onDelete }: GoalCardProps) {
  const panelId = useId();
  const completed = goal.status === 'completed';
  const done = goal.milestones.filter((milestone) => milestone.completed).length;
  // docs/product/goals.md "Linked tasks and habits": '3 tasks open, 1 habit'. `?? []`: a list saved in this browser before links.
  const tasks = goal.tasks ?? [];
  const habits = goal.habits ?? [];
  const work = goalWorkSummary({ tasks, habits });
  return (
    <article aria-label={goal.title} className={cx('rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900', completed ? 'border-emerald-300 dark:border-emerald-800' : 'border-slate-200 dark:border-slate-800')}>
      <div className="flex items-start gap-1">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            data-goal-heading={goal.id}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => onToggleExpanded(goal)}
            className={cx('-ml-1 flex w-full items-start gap-1.5 rounded-lg px-1 py-1.5 text-left text-base font-semibold text-slate-900 hover:text-indigo-700 dark:text-slate-100 dark:hover:text-indigo-300', focusRing)}
          >
            <ChevronRight aria-hidden="true" className={cx('mt-0.5 h-5 w-5 shrink-0 text-slate-500 motion-safe:transition-transform dark:text-slate-400', expanded && 'rotate-90')} />
            <span className="min-w-0 break-words">{goal.title}</span>
          </button>
        </h2>
        <div className="flex shrink-0 items-center">
          <button type="button" className={iconButton} aria-label={`Edit "${goal.title}"`} title="Edit" onClick={() => onEdit(goal)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={cx(iconButton, 'hover:text-red-700 dark:hover:text-red-400')} aria-label={`Delete "${goal.title}"`} title="Delete" onClick={() => onDelete(goal)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>

      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5 pl-6">
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200">{GOAL_CATEGORY_LABELS[goal.category]}</span>
        {completed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" /> Completed
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">Active</span>
        )}
        {goal.targetDate ? <GoalTargetDate targetDate={goal.targetDate} status={goal.status} today={today} /> : null}
        {work ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700 dark:text-slate-300">
            <Link2 aria-hidden="true" className="h-3.5 w-3.5" /> {work}
          </span>
        ) : null}
      </div>

      <div className="mt-3 pl-6">
        <GoalProgressBar title={goal.title} progress={goal.progress} completed={completed} done={done} total={goal.milestones.length} />
      </div>

      <div id={panelId} hidden={!expanded} className="mt-4 ml-6 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        {expanded ? (
          <>
            {goal.description ? <p className="whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{goal.description}</p> : <p className="text-sm text-slate-600 italic dark:text-slate-400">No description.</p>}
            {goal.milestones.length > 0 ? (
              <GoalMilestoneChecklist goalTitle={goal.title} milestones={goal.milestones} onToggle={(milestone, value) => onToggleMilestone(goal, milestone, value)} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                No milestones yet.{' '}
                <button type="button" onClick={() => onEdit(goal)} className={cx('rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing)}>
                  Add milestones
                </button>
              </p>
            )}
            <GoalLinkedWork goalTitle={goal.title} tasks={tasks} habits={habits} today={today} />
          </>
        ) : null}
      </div>
    </article>
  );
});

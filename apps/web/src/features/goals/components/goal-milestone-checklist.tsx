import type { Milestone } from '@cadence/shared';
import { useId, useRef } from 'react';
import { cx } from '../../../components/ui/class-names';
import { useValueShownAtOnce } from '../../../lib/use-value-shown-at-once';
import { playCompletionAnimation } from './completion-animation';
import { formatCalendarDate } from './goal-dates';

interface ChecklistProps {
  goalTitle: string;
  milestones: Milestone[];
  onToggle: (milestone: Milestone, completed: boolean) => void;
}

/** The expanded card's checklist: ticking a box sets that milestone (docs/product/goals.md "Ticking a milestone"). */
export function GoalMilestoneChecklist({ goalTitle, milestones, onToggle }: ChecklistProps) {
  return (
    <ul aria-label={`Milestones of "${goalTitle}"`} className="-mx-2 space-y-1">
      {milestones.map((milestone) => (
        <MilestoneItem key={milestone.id} milestone={milestone} onToggle={onToggle} />
      ))}
    </ul>
  );
}

function MilestoneItem({ milestone, onToggle }: { milestone: Milestone; onToggle: ChecklistProps['onToggle'] }) {
  const id = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  // The tick shows at once; the cache's optimistic update (a new milestone object) takes over after.
  const [checked, showChecked] = useValueShownAtOnce(milestone.completed, milestone);
  return (
    <li ref={rowRef} className="flex items-start gap-3 rounded-lg px-2 py-1.5">
      <input
        ref={boxRef}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const completed = event.target.checked;
          showChecked(completed);
          if (completed) playCompletionAnimation(rowRef.current, boxRef.current);
          onToggle(milestone, completed);
        }}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-emerald-600 dark:accent-emerald-500"
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className={cx('block break-words text-sm', checked ? 'text-slate-600 line-through dark:text-slate-400' : 'text-slate-900 dark:text-slate-100')}>{milestone.title}</span>
        {milestone.dueDate ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            Due <time dateTime={milestone.dueDate}>{formatCalendarDate(milestone.dueDate)}</time>
          </span>
        ) : null}
      </label>
    </li>
  );
}

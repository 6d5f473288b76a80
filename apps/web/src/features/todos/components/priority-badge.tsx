import { TODO_PRIORITY_LABELS, type TodoPriority } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';

/** docs/product/todos.md "Cards": high red, medium yellow, low green; the word is shown too, not colour alone. */
export const priorityBadgeStyles: Record<TodoPriority, string> = {
  high: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30',
  medium: 'bg-yellow-100 text-yellow-800 ring-yellow-600/25 dark:bg-yellow-500/15 dark:text-yellow-200 dark:ring-yellow-400/30',
  low: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-300 dark:ring-green-400/30',
};

export const priorityStripeStyles: Record<TodoPriority, string> = {
  high: 'border-l-red-500 dark:border-l-red-500',
  medium: 'border-l-yellow-400 dark:border-l-yellow-400',
  low: 'border-l-green-500 dark:border-l-green-500',
};

export function PriorityBadge({ priority }: { priority: TodoPriority }) {
  return (
    <span data-priority={priority} className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', priorityBadgeStyles[priority])}>
      <span className="sr-only">Priority: </span>
      {TODO_PRIORITY_LABELS[priority]}
    </span>
  );
}

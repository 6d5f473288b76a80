import { checklistProgress, REMINDER_OFFSET_LABELS, repeatWords, type Todo } from '@cadence/shared';
import type { ReactNode } from 'react';
import { Bell, Bot, CalendarDays, ListChecks, Clock, Repeat, Tag } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';
import { dueDateLabel, dueMark, dueTimeLabel, fullDueDate } from './due-date-label';
import { PriorityBadge } from './priority-badge';

/**
 * Priority, due date (and time, with a bell when a reminder is set, docs/product/reminders.md "Tasks"), category, estimate and linked habit of a card, then the card's actions (the
 * children) at the end of the last line: one wrapping row across the whole card, so the details use
 * its full width and a card with every detail takes two lines, not four (docs/product/todos.md "Cards").
 */
export function TodoCardDetails({ todo, today, children }: { todo: Todo; today: string; children?: ReactNode }) {
  const mark = dueMark(todo, today);
  const progress = checklistProgress(todo.checklist);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
      <PriorityBadge priority={todo.priority} />
      {todo.dueDate ? (
        <span
          title={fullDueDate(todo.dueDate)}
          className={cx(
            'inline-flex items-center gap-1 whitespace-nowrap',
            mark === 'overdue' && 'font-semibold text-red-700 dark:text-red-400',
            mark === 'today' && 'rounded bg-amber-100 px-1 font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
          )}
        >
          <CalendarDays aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">Due </span>
          <time dateTime={todo.dueDate}>{dueDateLabel(todo.dueDate, today)}</time>
          {todo.dueTime ? <time dateTime={todo.dueTime}>{dueTimeLabel(todo.dueTime)}</time> : null}
          {todo.reminder ? (
            <span role="img" aria-label={`Reminder: ${REMINDER_OFFSET_LABELS[todo.reminder]}`} title={`Reminder: ${REMINDER_OFFSET_LABELS[todo.reminder]}`} className="inline-flex">
              <Bell aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            </span>
          ) : null}
        </span>
      ) : null}
      {todo.repeat ? (
        // docs/product/todos.md "Repeating tasks": the rule in words, 'Every Monday'.
        <span className="inline-flex min-w-0 max-w-full items-center gap-1" title={`Repeats: ${repeatWords(todo.repeat)}`}>
          <Repeat aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">Repeats: </span>
          <span className="truncate">{repeatWords(todo.repeat)}</span>
        </span>
      ) : null}
      {mark === 'overdue' ? <span className="rounded bg-red-100 px-1 py-px text-[11px] font-semibold uppercase tracking-wide text-red-800 dark:bg-red-500/15 dark:text-red-300">Overdue</span> : null}
      {todo.category ? (
        <span className="inline-flex min-w-0 max-w-full items-center gap-1">
          <Tag aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">Category: </span>
          <span className="truncate">{todo.category}</span>
        </span>
      ) : null}
      {todo.estimatedMinutes !== null ? (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">Estimated: </span>
          {todo.estimatedMinutes} min
        </span>
      ) : null}
      {progress ? (
        // docs/product/todos.md "Checklist": '2/5', read as '2 of 5 checklist items done'.
        <span role="img" aria-label={progress.label} title={progress.label} className="inline-flex items-center gap-1 whitespace-nowrap">
          <ListChecks aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {progress.text}
        </span>
      ) : null}
      {todo.habit ? (
        <span className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border border-slate-200 px-2 py-0.5 dark:border-slate-700">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: todo.habit.color }} />
          <span className="sr-only">Habit: </span>
          <span className="truncate">{todo.habit.title}</span>
        </span>
      ) : null}
      {todo.via ? (
        // docs/product/access.md "On the board": a connected app changed it last, until the person changes it.
        <span
          title={`Last changed by the connected app "${todo.via}"`}
          className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-slate-100 px-1.5 py-px text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          <Bot aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">Last change </span>
          <span className="truncate">via {todo.via}</span>
        </span>
      ) : null}
      {children ? <div className="ml-auto">{children}</div> : null}
    </div>
  );
}

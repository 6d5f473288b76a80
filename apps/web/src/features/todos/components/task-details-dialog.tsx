import { REMINDER_OFFSET_LABELS, repeatWords, TODO_STATUS_LABELS, type Todo } from '@cadence/shared';
import { Bell, CalendarDays, Clock, Pencil, Tag, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTodos } from '../api/get-todos';
import { dueDateLabel, dueMark, dueTimeLabel, fullDueDate } from './due-date-label';
import { PriorityBadge } from './priority-badge';
import { TaskChecklist } from './task-checklist';
import { exactTime } from './relative-time';
import { toggleIcons } from './todo-card-actions';
import { toggleActionFor } from './toggle-action';

interface TaskDetailsDialogProps {
  id: string;
  today: string;
  onClose: () => void;
  onToggle: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

/**
 * A task read in full (docs/product/todos.md "Details"; issue 13): every field, the whole description,
 * and its actions. It shows the task as the board has it now, so Reopen, Start and Complete update it
 * in place. A completed task has no Edit (docs/product/todos.md "Details"); Reopen brings it back to Not Started.
 */
export function TaskDetailsDialog({ id, today, onClose, onToggle, onEdit, onDelete }: TaskDetailsDialogProps) {
  const todo = useTodos().data?.find((item) => item.id === id);
  if (!todo) {
    return (
      <Dialog title="Task not found" onClose={onClose}>
        <p className="text-sm text-slate-700 dark:text-slate-300">This task is no longer on your board. It may have been deleted in another tab.</p>
      </Dialog>
    );
  }
  const { label } = toggleActionFor(todo.status);
  const ToggleIcon = toggleIcons[todo.status];
  const mark = dueMark(todo, today);
  return (
    <Dialog title={todo.title} onClose={onClose}>
      <div className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2.5 text-sm">
          <Row term="Status">{TODO_STATUS_LABELS[todo.status]}</Row>
          <Row term="Priority">
            <PriorityBadge priority={todo.priority} />
          </Row>
          <Row term="Due">
            {todo.dueDate ? (
              <span className="inline-flex flex-wrap items-center gap-x-2">
                <CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <time dateTime={todo.dueDate}>{dueDateLabel(todo.dueDate, today)}</time>
                {todo.dueTime ? <time dateTime={todo.dueTime}>{dueTimeLabel(todo.dueTime)}</time> : null}
                <span className="text-slate-600 dark:text-slate-400">({fullDueDate(todo.dueDate)})</span>
                {mark === 'overdue' ? <span className="font-semibold text-red-700 dark:text-red-400">Overdue</span> : null}
              </span>
            ) : (
              <None />
            )}
          </Row>
          {/* docs/product/reminders.md "Tasks": only a task with a due time can have a reminder. */}
          {todo.dueTime ? (
            <Row term="Reminder">
              {todo.reminder ? (
                <span className="inline-flex items-center gap-1.5">
                  <Bell aria-hidden="true" className="h-4 w-4 text-slate-500" />
                  {REMINDER_OFFSET_LABELS[todo.reminder]}
                </span>
              ) : (
                <None />
              )}
            </Row>
          ) : null}
          {todo.repeat || todo.occurrence !== null ? (
            // docs/product/todos.md "Repeating tasks": the rule, and which occurrence this is.
            <Row term="Repeats">
              {todo.repeat ? repeatWords(todo.repeat) : 'No longer'}
              {todo.occurrence !== null ? <span className="text-slate-600 dark:text-slate-400"> · occurrence {todo.occurrence}</span> : null}
            </Row>
          ) : null}
          <Row term="Category">
            {todo.category ? (
              <span className="inline-flex items-center gap-1.5 break-all">
                <Tag aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {todo.category}
              </span>
            ) : (
              <None />
            )}
          </Row>
          <Row term="Estimate">
            {todo.estimatedMinutes !== null ? (
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4 text-slate-500" />
                {todo.estimatedMinutes} min
              </span>
            ) : (
              <None />
            )}
          </Row>
          <Row term="Habit">
            {todo.habit ? (
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: todo.habit.color }} />
                {todo.habit.title}
              </span>
            ) : (
              <None />
            )}
          </Row>
          <Row term="Created">{exactTime(todo.createdAt)}</Row>
          {todo.completedAt ? <Row term="Completed">{exactTime(todo.completedAt)}</Row> : null}
        </dl>
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Description</h3>
          {todo.description ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{todo.description}</p>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No description</p>
          )}
        </div>
        <TaskChecklist todoId={todo.id} />
        <div className="-mx-5 -mb-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
          <Button variant="ghost" className="mr-auto text-red-700 dark:text-red-300" icon={<Trash2 aria-hidden="true" className="h-4 w-4" />} onClick={() => onDelete(todo)}>
            Delete
          </Button>
          {todo.status !== 'completed' ? (
            <Button variant="secondary" icon={<Pencil aria-hidden="true" className="h-4 w-4" />} onClick={() => onEdit(todo)}>
              Edit
            </Button>
          ) : null}
          <Button icon={<ToggleIcon aria-hidden="true" className="h-4 w-4" />} onClick={() => onToggle(todo)}>
            {label}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}

function None() {
  return <span className="text-slate-600 dark:text-slate-400">None</span>;
}

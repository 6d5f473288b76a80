import { TODO_PRIORITY_LABELS, type Todo } from '@cadence/shared';
import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, GripVertical } from 'lucide-react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { shortDate } from './planner-dates';

export interface TaskDragData {
  task: Todo;
}

const priorityText: Record<Todo['priority'], string> = {
  high: 'text-red-700 dark:text-red-300',
  medium: 'text-amber-800 dark:text-amber-300',
  low: 'text-emerald-800 dark:text-emerald-300',
};

const iconButtonLook = cx('inline-flex shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800', focusRing);
const iconButton = cx(iconButtonLook, 'h-9 w-9');

interface PlannedTaskRowProps {
  task: Todo;
  /** Shown for an overdue task: its due date, in red. */
  overdue?: boolean;
  onComplete?: (task: Todo) => void;
  onMoveTo: (task: Todo) => void;
  /** A grip to drag the task to another day (Upcoming). */
  draggable?: boolean;
  /** The drag's id, unique on the page when the task shows twice (the month's cell and its day list). */
  dragId?: string;
}

/** A task in Today's or Upcoming's list (docs/product/planner.md). */
export function PlannedTaskRow({ task, overdue = false, onComplete, onMoveTo, draggable = false, dragId }: PlannedTaskRowProps) {
  return (
    <li data-task={task.id} className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-1.5 dark:border-slate-800 dark:bg-slate-900">
      {draggable ? <DragGrip task={task} dragId={dragId} /> : null}
      {onComplete ? (
        <input type="checkbox" checked={false} onChange={() => onComplete(task)} aria-label={`Complete "${task.title}"`} className="ml-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-indigo-600" />
      ) : null}
      <div className="min-w-0 flex-1 py-0.5">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{task.title}</p>
        <p className="flex flex-wrap gap-x-2 text-xs text-slate-600 dark:text-slate-400">
          <span className={priorityText[task.priority]}>{TODO_PRIORITY_LABELS[task.priority]}</span>
          {overdue && task.dueDate ? <span className="font-medium text-red-700 dark:text-red-300">Overdue · {shortDate(task.dueDate)}</span> : null}
          {task.category ? <span>{task.category}</span> : null}
        </p>
      </div>
      <button type="button" className={iconButton} aria-label={`Move "${task.title}" to another day`} title="Move to…" onClick={() => onMoveTo(task)}>
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

/** The drag handle: the board's way to lift a task (docs/product/todos.md "Drag and drop"). */
export function DragGrip({ task, small = false, dragId = task.id }: { task: Todo; small?: boolean; dragId?: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId, data: { task } satisfies TaskDragData });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={`Drag "${task.title}"`}
      className={cx(iconButtonLook, small ? 'h-6 w-5' : 'h-9 w-7', 'cursor-grab touch-none', isDragging && 'opacity-40')}
    >
      <GripVertical aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

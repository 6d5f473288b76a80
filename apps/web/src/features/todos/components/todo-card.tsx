import type { Todo } from '@cadence/shared';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { memo, useCallback, type CSSProperties, type ReactNode } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { priorityStripeStyles } from './priority-badge';
import { TodoCardActions, type TodoCardHandlers } from './todo-card-actions';
import { TodoCardDetails } from './todo-card-details';

interface TodoCardProps extends TodoCardHandlers {
  todo: Todo;
  today: string;
}

interface ListedTodoCardProps extends TodoCardProps {
  /** The card's place in its column's virtual list (0-based) and the column's length. */
  index: number;
  setSize: number;
  /** The column's virtualiser measures each rendered card. */
  measureRef: (element: HTMLElement | null) => () => void;
  style?: CSSProperties;
}

/** The data a dragged card carries, read by the board's drop handler and announcements. */
export interface TodoDragData {
  todo: Todo;
}

/**
 * A draggable card. The pointer and touch can lift it from anywhere; the keyboard lifts it from
 * its grip button (the only activator, so Space on the other buttons still presses them).
 */
export const TodoCard = memo(function TodoCard({ todo, index, setSize, measureRef, style, ...rest }: ListedTodoCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: todo.id, data: { todo } satisfies TodoDragData });
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      const stopMeasuring = measureRef(element);
      return () => {
        stopMeasuring();
        setNodeRef(null);
      };
    },
    [setNodeRef, measureRef],
  );
  return (
    <li ref={ref} data-key={todo.id} aria-posinset={index + 1} aria-setsize={setSize} style={style} {...listeners} className={cx('list-none transition-opacity', isDragging && 'opacity-40')}>
      <TodoCardBody todo={todo} {...rest} handleAttributes={attributes} setHandleRef={setActivatorNodeRef} />
    </li>
  );
});

interface TodoCardBodyProps extends TodoCardProps {
  handleAttributes: DraggableAttributes;
  setHandleRef: (element: HTMLElement | null) => void;
}

/** Memoised apart from the drag hook, which re-renders every card while any card is dragged. */
const TodoCardBody = memo(function TodoCardBody({ todo, today, onToggle, onEdit, onDelete, handleAttributes, setHandleRef }: TodoCardBodyProps) {
  return <TodoCardView todo={todo} today={today} grip={<Grip title={todo.title} attributes={handleAttributes} setRef={setHandleRef} />} actions={<TodoCardActions todo={todo} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />} />;
});

function Grip({ title, attributes, setRef }: { title: string; attributes: DraggableAttributes; setRef: (element: HTMLElement | null) => void }) {
  return (
    <button
      ref={setRef}
      type="button"
      {...attributes}
      aria-label={`Drag "${title}"`}
      className={cx('-ml-1 inline-flex h-9 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:text-slate-700 dark:text-slate-500 dark:hover:text-slate-200', focusRing)}
    >
      <GripVertical aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

/** The card's look, shared by the board and the drag overlay. */
export function TodoCardView({ todo, today, grip, actions, lifted = false }: { todo: Todo; today: string; grip?: ReactNode; actions?: ReactNode; lifted?: boolean }) {
  const done = todo.status === 'completed';
  return (
    <article
      aria-label={todo.title}
      className={cx(
        'rounded-xl border border-l-4 border-slate-200 p-3 dark:border-slate-800',
        priorityStripeStyles[todo.priority],
        // A completed card recedes through its colours, not opacity: its text keeps 4.5:1 (issue 7 §4).
        done ? 'bg-slate-50 dark:bg-slate-900/50' : 'bg-white shadow-sm dark:bg-slate-900',
        lifted && 'cursor-grabbing shadow-xl ring-2 ring-indigo-500',
      )}
    >
      <div className="flex items-start gap-1">
        {grip ?? <GripVertical aria-hidden="true" className="-ml-1 mt-2.5 h-4 w-6 shrink-0 text-slate-400" />}
        <h3 className={cx('min-w-0 flex-1 break-words pt-1.5 text-sm font-semibold text-slate-900 dark:text-slate-100', done && 'text-slate-600 line-through dark:text-slate-400')}>{todo.title}</h3>
        {actions}
      </div>
      <div className="mt-1 space-y-2 pl-6">
        {todo.description ? <p className="line-clamp-2 break-words text-xs text-slate-600 dark:text-slate-400">{todo.description}</p> : null}
        <TodoCardDetails todo={todo} today={today} />
      </div>
    </article>
  );
}

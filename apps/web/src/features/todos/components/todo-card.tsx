import type { Todo } from '@cadence/shared';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import { Check, GripVertical } from 'lucide-react';
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
const TodoCardBody = memo(function TodoCardBody({ todo, today, handleAttributes, setHandleRef, ...handlers }: TodoCardBodyProps) {
  return (
    <TodoCardView
      todo={todo}
      today={today}
      onOpen={handlers.onOpen}
      check={<CompleteBox todo={todo} onComplete={handlers.onComplete} />}
      grip={<Grip title={todo.title} attributes={handleAttributes} setRef={setHandleRef} />}
      actions={<TodoCardActions todo={todo} {...handlers} />}
    />
  );
});

const boxLook = 'flex h-4 w-4 items-center justify-center rounded border-2';

/**
 * docs/product/todos.md "Complete checkbox" (issue 18 item 3): one click completes an open task, as in
 * every to-do app; on a completed card it is ticked, and unticking reopens the task. A 24 px target
 * around a 16 px box, reaching into the card's padding so the title keeps its width (a title of
 * normal length stays on one line, docs/product/todos.md "Cards"), above the title's click area.
 */
function CompleteBox({ todo, onComplete }: { todo: Todo; onComplete: (todo: Todo) => void }) {
  const done = todo.status === 'completed';
  return (
    <label className="relative z-10 -my-0.5 -ml-1.5 flex h-6 w-6 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800">
      <input
        type="checkbox"
        data-focus-part="check"
        checked={done}
        onChange={() => onComplete(todo)}
        aria-label={`Complete "${todo.title}"`}
        className={cx('peer absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-md', focusRing)}
      />
      <span
        aria-hidden="true"
        className={cx(
          boxLook,
          done ? 'border-green-700 bg-green-700 text-white dark:border-green-500 dark:bg-green-500 dark:text-slate-950' : 'border-slate-500 bg-white text-transparent peer-hover:border-green-700 dark:border-slate-400 dark:bg-slate-900 dark:peer-hover:border-green-400',
        )}
      >
        <Check className="h-2.5 w-2.5" strokeWidth={4} />
      </span>
    </label>
  );
}

/** The box as the lifted card shows it: a picture, not a control. */
function BoxPicture({ done }: { done: boolean }) {
  return (
    <span aria-hidden="true" className="-my-0.5 -ml-1.5 flex h-6 w-6 shrink-0 items-center justify-center">
      <span className={cx(boxLook, done ? 'border-green-700 bg-green-700 text-white' : 'border-slate-500 bg-white text-transparent dark:bg-slate-900')}>
        <Check className="h-2.5 w-2.5" strokeWidth={4} />
      </span>
    </span>
  );
}

/**
 * The keyboard's way to lift a card: out of sight until it has focus (the pointer drags the whole
 * card), so the title keeps the card's width (issue 13). It comes last in the card, so after a drop
 * Tab goes on to the next card of the new column.
 */
function Grip({ title, attributes, setRef }: { title: string; attributes: DraggableAttributes; setRef: (element: HTMLElement | null) => void }) {
  return (
    <button
      ref={setRef}
      type="button"
      {...attributes}
      data-focus-part="grip"
      aria-label={`Drag "${title}"`}
      className={cx(
        'pointer-events-none absolute right-1.5 top-1.5 z-20 inline-flex h-8 w-8 items-center justify-center rounded-lg bg-white text-slate-700 opacity-0 shadow focus:opacity-100 dark:bg-slate-800 dark:text-slate-200',
        focusRing,
      )}
    >
      <GripVertical aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

interface TodoCardViewProps {
  todo: Todo;
  today: string;
  onOpen?: (todo: Todo) => void;
  /** The complete checkbox before the title (a picture of it on the lifted card). */
  check?: ReactNode;
  grip?: ReactNode;
  actions?: ReactNode;
  lifted?: boolean;
}

/**
 * The card's look, shared by the board and the drag overlay (docs/product/todos.md "Cards"): the
 * title across the whole card (a click anywhere on it, or Enter on the title, opens the details),
 * one line of description, then the details with the actions at the end of their last line.
 */
export function TodoCardView({ todo, today, onOpen, check, grip, actions, lifted = false }: TodoCardViewProps) {
  const done = todo.status === 'completed';
  return (
    <article
      aria-label={todo.title}
      className={cx(
        'relative rounded-xl border border-l-4 border-slate-200 py-2 pl-2.5 pr-3 @container dark:border-slate-800',
        priorityStripeStyles[todo.priority],
        // A completed card recedes through its colours, not opacity: its text keeps 4.5:1 (issue 7 §4).
        done ? 'bg-slate-50 dark:bg-slate-900/50' : 'bg-white shadow-sm dark:bg-slate-900',
        lifted ? 'cursor-grabbing shadow-xl ring-2 ring-indigo-500' : 'hover:border-slate-300 dark:hover:border-slate-700',
      )}
    >
      <div className="flex items-start gap-1">
        {check ?? <BoxPicture done={done} />}
        <h3 className={cx('min-w-0 flex-1 text-sm font-medium leading-5 text-slate-900 dark:text-slate-100', done && 'text-slate-600 dark:text-slate-400')}>
          <button
            type="button"
            data-focus-part="title"
            aria-haspopup="dialog"
            onClick={onOpen ? () => onOpen(todo) : undefined}
            // The title's click area covers the card; the checkbox and the actions sit above it.
            className={cx('w-full rounded text-left after:absolute after:inset-0 after:rounded-xl after:content-[""]', focusRing)}
          >
            <span className={cx('line-clamp-2 break-words', done && 'line-through')}>{todo.title}</span>
          </button>
        </h3>
      </div>
      {todo.description ? <p className="truncate text-xs leading-4 text-slate-600 dark:text-slate-400">{todo.description}</p> : null}
      <div className="mt-1 -mb-0.5">
        <TodoCardDetails todo={todo} today={today}>
          {actions}
        </TodoCardDetails>
      </div>
      {grip}
    </article>
  );
}

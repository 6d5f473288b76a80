import { TODO_STATUS_LABELS, type Todo, type TodoStatus } from '@cadence/shared';
import { useDroppable } from '@dnd-kit/core';
import { memo, useId, useMemo, useRef } from 'react';
import { cx } from '../../../components/ui/class-names';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoCard } from './todo-card';
import { useCardWindow } from './use-card-window';

interface TodoColumnProps extends TodoCardHandlers {
  status: TodoStatus;
  todos: readonly Todo[];
  /** The card being dragged, kept mounted while its column scrolls (dnd-kit needs its node). */
  draggedId: string | null;
  today: string;
}

/** A card's height before it is measured (a card with a description and one row of details). */
const ESTIMATED_CARD_PX = 116;
/** The list's gap-2 between cards. */
const CARD_GAP_PX = 8;
/** Cards rendered beyond each edge of the visible area, so Tab reaches the next card and a fast scroll shows no gap. */
const OVERSCAN = 4;

/** One status column: a labelled region and a drop target (spec part 1 §2). */
export const TodoColumn = memo(function TodoColumn({ status, todos, draggedId, today, onToggle, onEdit, onDelete }: TodoColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = useId();
  const label = TODO_STATUS_LABELS[status];
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={status}
      className={cx(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-100/70 p-3 transition-colors dark:border-slate-800 dark:bg-slate-900/50',
        isOver && 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40',
      )}
    >
      <div className="flex items-center justify-between px-1">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </h2>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700">
          {todos.length}
          <span className="sr-only"> {todos.length === 1 ? 'task' : 'tasks'}</span>
        </span>
      </div>
      {todos.length === 0 ? (
        // issue 7 §4: slate-600 on the column's tint keeps 4.5:1 (slate-500 did not).
        <p className="rounded-xl border-2 border-dashed border-slate-300 px-3 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">Drop tasks here</p>
      ) : (
        <CardList todos={todos} draggedId={draggedId} today={today} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
      )}
    </section>
  );
});

type CardListProps = Omit<TodoColumnProps, 'status'>;

/**
 * The column's cards in their own scroll area, virtualised: only the cards in view (and a few
 * beyond) are in the DOM, so a column of hundreds of tasks costs the page what a dozen cost
 * (issue 3 performance targets). Every task stays reachable by scrolling the column, and each
 * card says its place in the column (aria-posinset / aria-setsize) since the others are absent.
 */
function CardList({ todos, draggedId, today, onToggle, onEdit, onDelete }: CardListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => todos.map((todo) => todo.id), [todos]);
  const draggedIndex = draggedId === null ? -1 : ids.indexOf(draggedId);
  const { indexes, isApart, paddingTop, paddingBottom, startOf, measureRef } = useCardWindow({ ids, scrollRef, estimate: ESTIMATED_CARD_PX, gap: CARD_GAP_PX, overscan: OVERSCAN, keepIndex: draggedIndex });

  return (
    // The scroll area: as tall as the window allows beside the board's header; on a phone, where
    // the columns stack, each column scrolls inside most of the screen's height. While a card is
    // dragged the stacked columns do not scroll, so ArrowDown/ArrowUp scroll the page to the next
    // column (dnd-kit's keyboard sensor scrolls the card's nearest scroll area).
    <div
      ref={scrollRef}
      className={cx('-m-1 max-h-[70dvh] overflow-y-auto overscroll-contain p-1 md:max-h-[max(24rem,calc(100dvh-15rem))]', draggedId !== null && 'max-md:overflow-y-hidden')}
    >
      <ul className="relative flex flex-col gap-2" style={{ paddingTop, paddingBottom }}>
        {indexes.map((index) => {
          const todo = todos[index];
          return todo ? (
            <TodoCard
              key={todo.id}
              todo={todo}
              index={index}
              setSize={todos.length}
              measureRef={measureRef}
              // The dragged card, scrolled out of view, keeps its place in the list apart from the run.
              style={isApart(index) ? { position: 'absolute', top: startOf(index), left: 0, right: 0 } : undefined}
              today={today}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ) : null;
        })}
      </ul>
    </div>
  );
}

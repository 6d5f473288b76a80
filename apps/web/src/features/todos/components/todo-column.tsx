import { TODO_STATUS_LABELS, type Todo, type TodoStatus } from '@cadence/shared';
import { useDroppable } from '@dnd-kit/core';
import { memo, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names';
import { cardTargetIn, type BoardFocus } from './board-focus';
import type { BoardLayout } from './board-layout';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoCard } from './todo-card';
import { useCardWindow } from './use-card-window';

interface TodoColumnProps {
  status: TodoStatus;
  /** The column's tasks that pass the search and filters, and how many it has in all. */
  todos: readonly Todo[];
  total: number;
  /** The card being dragged, kept mounted while its column scrolls (dnd-kit needs its node). */
  draggedId: string | null;
  today: string;
  layout: BoardLayout;
  focus: BoardFocus;
  handlers: TodoCardHandlers;
  /** Shown above the cards: the quick add in Not Started. */
  top?: ReactNode;
}

/** A card's height before it is measured (a card with one row of details). */
const ESTIMATED_CARD_PX = 84;
/** The list's gap-2 between cards. */
const CARD_GAP_PX = 8;
/** Cards rendered beyond each edge of the visible area, so Tab reaches the next card and a fast scroll shows no gap. */
const OVERSCAN = 4;

/** One status column: a labelled region and a drop target (docs/product/todos.md "Columns"). */
export const TodoColumn = memo(function TodoColumn({ status, todos, total, draggedId, today, layout, focus, handlers, top }: TodoColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const sectionRef = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const label = TODO_STATUS_LABELS[status];
  const filtered = todos.length !== total;

  // docs/product/todos.md "Focus after actions": a column that has just lost its last card takes focus itself.
  const columnTarget = useSyncExternalStore(focus.subscribe, () => {
    const target = focus.current();
    return target?.kind === 'column' && target.status === status ? target : null;
  });
  useLayoutEffect(() => {
    if (!columnTarget) return;
    sectionRef.current?.focus();
    focus.done(columnTarget);
  }, [columnTarget, focus]);

  return (
    <section
      ref={(element) => {
        setNodeRef(element);
        sectionRef.current = element;
      }}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-status={status}
      className={cx(
        'flex min-w-0 flex-col gap-2.5 rounded-2xl border border-slate-200 bg-slate-100/70 p-3 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900/50',
        isOver && 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40',
      )}
    >
      <div className="flex items-center justify-between px-1">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </h2>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700">
          {filtered ? `${todos.length} of ${total}` : todos.length}
          <span className="sr-only"> {total === 1 ? 'task' : 'tasks'}</span>
        </span>
      </div>
      {top}
      {todos.length === 0 ? (
        // issue 7 §4: slate-600 on the column's tint keeps 4.5:1 (slate-500 did not).
        <p className="rounded-xl border-2 border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {total === 0 ? 'Drop tasks here' : 'No tasks here match your search or filters'}
        </p>
      ) : (
        <CardList key={layout} todos={todos} draggedId={draggedId} today={today} layout={layout} focus={focus} handlers={handlers} />
      )}
    </section>
  );
});

type CardListProps = Pick<TodoColumnProps, 'todos' | 'draggedId' | 'today' | 'layout' | 'focus' | 'handlers'>;

const NO_SCROLLER = { current: null };

/**
 * The column's cards, virtualised: only the cards in view (and a few beyond) are in the DOM, so a
 * column of hundreds of tasks costs the page what a dozen cost (issue 3 performance targets). Side by
 * side, each column scrolls its own cards; stacked, the cards lie in the page and the window is the
 * one scroll (issue 13). Each card says its place in the column (aria-posinset / aria-setsize).
 */
function CardList({ todos, draggedId, today, layout, focus, handlers }: CardListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useMemo(() => todos.map((todo) => todo.id), [todos]);
  const focusTarget = useSyncExternalStore(focus.subscribe, () => cardTargetIn(focus.current(), ids));
  const draggedIndex = draggedId === null ? -1 : ids.indexOf(draggedId);
  const focusIndex = focusTarget ? ids.indexOf(focusTarget.id) : -1;
  const keepIndexes = useMemo(() => [draggedIndex, focusIndex], [draggedIndex, focusIndex]);
  const columns = layout === 'columns';
  const { indexes, isApart, paddingTop, paddingBottom, startOf, measureRef } = useCardWindow({
    ids,
    scrollRef: columns ? scrollRef : NO_SCROLLER,
    listRef,
    estimate: ESTIMATED_CARD_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    keepIndexes,
  });

  // The card asked for is rendered now (kept even out of view); focusing it scrolls it into view.
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const card = listRef.current?.querySelector(`[data-key="${CSS.escape(focusTarget.id)}"]`);
    const element = card?.querySelector(`[data-focus-part="${focusTarget.part}"]`);
    if (element instanceof HTMLElement) element.focus();
    focus.done(focusTarget);
  }, [focusTarget, focus]);

  return (
    // Side by side: the scroll area is as tall as the window allows beside the board's header.
    <div ref={columns ? scrollRef : undefined} className={cx('-m-1 p-1', columns && 'max-h-[max(24rem,calc(100dvh-16rem))] overflow-y-auto overscroll-contain')}>
      <ul ref={listRef} className="relative flex flex-col gap-2" style={{ paddingTop, paddingBottom }}>
        {indexes.map((index) => {
          const todo = todos[index];
          return todo ? (
            <TodoCard
              key={todo.id}
              todo={todo}
              index={index}
              setSize={todos.length}
              measureRef={measureRef}
              // A kept card out of view keeps its place in the list apart from the run.
              style={isApart(index) ? { position: 'absolute', top: startOf(index), left: 0, right: 0 } : undefined}
              today={today}
              {...handlers}
            />
          ) : null;
        })}
      </ul>
    </div>
  );
}

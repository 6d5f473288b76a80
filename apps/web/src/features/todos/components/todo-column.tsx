import { TODO_DUE_GROUP_LABELS, TODO_RECENT_COMPLETED_DAYS, TODO_STATUS_LABELS, type TodoStatus } from '@cadence/shared';
import { useDroppable } from '@dnd-kit/core';
import { ChevronDown } from 'lucide-react';
import { memo, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { cardTargetIn, type BoardFocus } from './board-focus';
import type { BoardLayout } from './board-layout';
import type { ColumnRow, ColumnView } from './column-rows';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoCard } from './todo-card';
import { useCardWindow } from './use-card-window';

interface TodoColumnProps {
  status: TodoStatus;
  /** How many of the column's tasks pass the search and filters, and how many it has in all. */
  count: number;
  total: number;
  /** What the column shows, row by row (column-rows.ts). */
  view: ColumnView;
  /** The card being dragged, kept mounted while its column scrolls (dnd-kit needs its node). */
  draggedId: string | null;
  today: string;
  layout: BoardLayout;
  focus: BoardFocus;
  handlers: TodoCardHandlers;
  onToggleGroup: (key: string) => void;
  /** Completed only: whether it shows every completed task, and the button that switches. */
  showingAll?: boolean;
  onToggleShowAll?: () => void;
  /** Shown above the cards: the quick add in Not Started. */
  top?: ReactNode;
}

/** A card's height before it is measured (a card with one row of details). */
const ESTIMATED_CARD_PX = 84;
/** A group's header before it is measured. */
const ESTIMATED_HEADER_PX = 32;
const estimateOf = (id: string) => (id.includes(':') ? ESTIMATED_HEADER_PX : undefined);
/** The list's gap-2 between cards. */
const CARD_GAP_PX = 8;
/** Cards rendered beyond each edge of the visible area, so Tab reaches the next card and a fast scroll shows no gap. */
const OVERSCAN = 4;

const emptyNote = 'rounded-xl border-2 border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400';

/** One status column: a labelled region and a drop target (docs/product/todos.md "Columns"). */
export const TodoColumn = memo(function TodoColumn({ status, count, total, view, draggedId, today, layout, focus, handlers, onToggleGroup, showingAll = false, onToggleShowAll, top }: TodoColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const sectionRef = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const label = TODO_STATUS_LABELS[status];
  const filtered = count !== total;

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
          {filtered ? `${count} of ${total}` : count}
          <span className="sr-only"> {total === 1 ? 'task' : 'tasks'}</span>
        </span>
      </div>
      {top}
      {onToggleShowAll && (view.older > 0 || showingAll) ? (
        // docs/product/todos.md "Groups and sort": Completed shows the last seven days until 'Show all'.
        <p className="flex flex-wrap items-center justify-between gap-x-2 px-1 text-xs text-slate-700 dark:text-slate-300">
          <span>{showingAll ? 'All completed tasks' : `Last ${TODO_RECENT_COMPLETED_DAYS} days`}</span>
          <button type="button" onClick={onToggleShowAll} className={cx('rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>
            {showingAll ? `Show the last ${TODO_RECENT_COMPLETED_DAYS} days` : `Show all (${view.older} more)`}
          </button>
        </p>
      ) : null}
      {count === 0 ? (
        // issue 7 §4: slate-600 on the column's tint keeps 4.5:1 (slate-500 did not).
        <p className={emptyNote}>{total === 0 ? 'Drop tasks here' : 'No tasks here match your search or filters'}</p>
      ) : view.rows.length === 0 ? (
        <p className={emptyNote}>No tasks completed in the last {TODO_RECENT_COMPLETED_DAYS} days</p>
      ) : (
        <CardList key={layout} rows={view.rows} cardCount={view.visible.length} draggedId={draggedId} today={today} layout={layout} focus={focus} handlers={handlers} onToggleGroup={onToggleGroup} />
      )}
    </section>
  );
});

interface CardListProps extends Pick<TodoColumnProps, 'draggedId' | 'today' | 'layout' | 'focus' | 'handlers' | 'onToggleGroup'> {
  rows: readonly ColumnRow[];
  cardCount: number;
}

const NO_SCROLLER = { current: null };

/**
 * The column's rows, virtualised: only the cards in view (and a few beyond) are in the DOM, so a
 * column of hundreds of tasks costs the page what a dozen cost (issue 3 performance targets). Side by
 * side, each column scrolls its own cards; stacked, the cards lie in the page and the window is the
 * one scroll (issue 13). Each card says its place among the cards shown (aria-posinset / aria-setsize).
 */
function CardList({ rows, cardCount, draggedId, today, layout, focus, handlers, onToggleGroup }: CardListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useMemo(() => rows.map((row) => row.key), [rows]);
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
    estimateOf,
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
          const row = rows[index];
          if (!row) return null;
          // A kept row out of view keeps its place in the list apart from the run.
          const style = isApart(index) ? { position: 'absolute' as const, top: startOf(index), left: 0, right: 0 } : undefined;
          return row.kind === 'group' ? (
            <GroupHeader key={row.key} row={row} measureRef={measureRef} onToggle={onToggleGroup} />
          ) : (
            <TodoCard key={row.key} todo={row.todo} index={row.position} setSize={cardCount} measureRef={measureRef} style={style} today={today} {...handlers} />
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A group's header (docs/product/todos.md "Groups and sort"): its name and how many tasks it holds, a
 * button that folds the group away and opens it again (remembered per person, use-board-view.ts).
 */
const GroupHeader = memo(function GroupHeader({ row, measureRef, onToggle }: { row: Extract<ColumnRow, { kind: 'group' }>; measureRef: (element: HTMLElement | null) => () => void; onToggle: (key: string) => void }) {
  const label = TODO_DUE_GROUP_LABELS[row.group];
  return (
    <li ref={measureRef} data-key={row.key} data-group={row.group} className="list-none">
      <button
        type="button"
        aria-expanded={!row.collapsed}
        onClick={() => onToggle(row.key)}
        className={cx(
          'flex w-full items-center justify-between gap-2 rounded-lg px-1.5 py-1 text-xs font-semibold uppercase tracking-wide hover:bg-slate-200/70 dark:hover:bg-slate-800',
          row.group === 'overdue' ? 'text-red-800 dark:text-red-300' : 'text-slate-700 dark:text-slate-300',
          focusRing,
        )}
      >
        <span className="inline-flex items-center gap-1">
          <ChevronDown aria-hidden="true" className={cx('h-3.5 w-3.5 transition-transform motion-reduce:transition-none', row.collapsed && '-rotate-90')} />
          {label}
        </span>
        {/* A space between the name and the count, so a screen reader hears "Overdue 12 tasks". */}{' '}
        <span className="tabular-nums">
          {row.count}
          <span className="sr-only"> {row.count === 1 ? 'task' : 'tasks'}</span>
        </span>
      </button>
    </li>
  );
});

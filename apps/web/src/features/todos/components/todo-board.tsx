import { nextToggleStatus, TODO_STATUSES, type Todo, type TodoStatus } from '@cadence/shared';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useDeleteTodo } from '../api/delete-todo';
import { useMoveTodo } from '../api/move-todo';
import { useToggleTodo } from '../api/toggle-todo';
import { boardAnnouncements, boardScreenReaderInstructions } from './board-announcements';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import { todayLocalDate } from './date-formats';
import { TodoCardView, type TodoDragData } from './todo-card';
import { TodoColumn } from './todo-column';

/**
 * The first paint shows this many cards per column; the rest render in a background transition,
 * which React splits into small slices, so a board of a thousand tasks paints fast and the page
 * stays responsive (issue 3 performance targets).
 */
const FIRST_PAINT_CARDS = 24;

/** The pointer decides when there is one; the keyboard moves the card's rectangle instead. */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return rectIntersection(args);
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function groupByStatus(todos: readonly Todo[]): Record<TodoStatus, Todo[]> {
  const groups: Record<TodoStatus, Todo[]> = { not_started: [], in_progress: [], completed: [] };
  for (const todo of todos) groups[todo.status].push(todo);
  return groups;
}

export function TodoBoard({ todos, onEdit }: { todos: readonly Todo[]; onEdit: (todo: Todo) => void }) {
  const { mutate: move } = useMoveTodo();
  const { mutate: toggle } = useToggleTodo();
  const { mutate: remove } = useDeleteTodo();
  const [renderAll, setRenderAll] = useState(false);
  const [dragged, setDragged] = useState<Todo | null>(null);
  const columns = useMemo(() => groupByStatus(todos), [todos]);
  const byId = useMemo(() => new Map(todos.map((todo) => [todo.id, todo])), [todos]);
  const today = todayLocalDate();

  useEffect(() => {
    startTransition(() => setRenderAll(true));
  }, []);

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the card's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A short press lifts a card on touch screens; a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
  );

  const onToggle = useCallback((todo: Todo) => toggle({ id: todo.id, status: nextToggleStatus(todo.status) }), [toggle]);
  const onDelete = useCallback((todo: Todo) => remove(todo.id), [remove]);

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    setDragged((active.data.current as TodoDragData | undefined)?.todo ?? null);
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragged(null);
      const todo = byId.get(String(active.id));
      const status = over?.id as TodoStatus | undefined;
      // spec part 1 §4: dropping on the same column does nothing.
      if (!todo || !status || !TODO_STATUSES.includes(status) || status === todo.status) return;
      move({ id: todo.id, status });
    },
    [byId, move],
  );

  const onDragCancel = useCallback(() => setDragged(null), []);
  const limit = renderAll ? Number.POSITIVE_INFINITY : FIRST_PAINT_CARDS;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements: boardAnnouncements, screenReaderInstructions: boardScreenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-3">
        {TODO_STATUSES.map((status) => (
          <TodoColumn key={status} status={status} todos={columns[status]} renderLimit={limit} today={today} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div aria-hidden="true">
            <TodoCardView todo={dragged} today={today} lifted />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

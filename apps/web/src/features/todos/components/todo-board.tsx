import { TODO_STATUSES, type Todo, type TodoFilter, type TodoStatus } from '@cadence/shared';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragCancelEvent,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardSensorOptions,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { MouseAndPenSensor, pointerOptions, touchOptions } from '../../../components/ui/drag-sensors';
import { useMoveTodo } from '../api/move-todo';
import { askBeforeCompleting } from './completion-question';
import { findTodo } from '../api/todo-cache';
import { boardAnnouncements, boardScreenReaderInstructions } from './board-announcements';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import { columnOf, neighbourOf, type BoardFocus, type FocusTarget } from './board-focus';
import type { BoardLayout } from './board-layout';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoCardView, type TodoDragData } from './todo-card';
import { TodoColumns } from './todo-columns';
import type { BoardView } from './use-board-view';

/** The pointer decides when there is one; the keyboard moves the card's rectangle instead. */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return rectIntersection(args);
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// Sensor options live outside the component: a new options object would make new sensors, and
// dnd-kit would then re-render every card on every board render. The mouse, pen and touch rules are the
// app's one way to drag (components/ui/drag-sensors.ts).
const keyboardOptions: KeyboardSensorOptions = { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: prefersReducedMotion() ? 'auto' : 'smooth' };
// The board puts focus back itself (docs/product/todos.md "Focus after actions"): the moved card may be
// out of its new column's rendered window, where dnd-kit's own restore would find no node.
const accessibility = { announcements: boardAnnouncements, screenReaderInstructions: boardScreenReaderInstructions, restoreFocus: false };

interface TodoBoardProps {
  filter: TodoFilter;
  today: string;
  layout: BoardLayout;
  focus: BoardFocus;
  handlers: TodoCardHandlers;
  view: BoardView;
  onToggleGroup: (key: string) => void;
}

/**
 * The drag-and-drop frame. It takes no tasks as props and does not re-render when they change:
 * dnd-kit's providers would then hand new values to a thousand cards. The columns read the tasks.
 */
export const TodoBoard = memo(function TodoBoard({ filter, today, layout, focus, handlers, view, onToggleGroup }: TodoBoardProps) {
  const queryClient = useQueryClient();
  const { mutate: move } = useMoveTodo();
  const [dragged, setDragged] = useState<Todo | null>(null);
  const sensors = useSensors(useSensor(MouseAndPenSensor, pointerOptions), useSensor(TouchSensor, touchOptions), useSensor(KeyboardSensor, keyboardOptions));

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    setDragged((active.data.current as TodoDragData | undefined)?.todo ?? null);
  }, []);

  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      setDragged(null);
      const todo = findTodo(queryClient, String(active.id));
      const status = over?.id as TodoStatus | undefined;
      // docs/product/todos.md "Drag and drop": dropping on the same column does nothing.
      const moves = todo !== undefined && status !== undefined && TODO_STATUSES.includes(status) && status !== todo.status;
      if (activatorEvent instanceof KeyboardEvent) {
        // After a keyboard drop focus stays on the card, now in its new column, so Tab goes on there.
        const columns = focus.visible();
        const preferences: FocusTarget[] = [{ kind: 'card', id: String(active.id), part: 'grip' }];
        for (const fallback of [neighbourOf(columns, String(active.id)), columnOf(columns, String(active.id))]) if (fallback) preferences.push(fallback);
        focus.request(preferences, { afterChange: moves });
      }
      // docs/product/todos.md "Checklist": a drop on Completed with open items asks first.
      if (moves) {
        const drop = () => move({ id: todo.id, status });
        if (status === 'completed') askBeforeCompleting(todo, drop);
        else drop();
      }
    },
    [queryClient, move, focus],
  );

  const onDragCancel = useCallback(
    ({ active, activatorEvent }: DragCancelEvent) => {
      setDragged(null);
      if (activatorEvent instanceof KeyboardEvent) focus.request([{ kind: 'card', id: String(active.id), part: 'grip' }]);
    },
    [focus],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <TodoColumns draggedId={dragged?.id ?? null} filter={filter} today={today} layout={layout} focus={focus} handlers={handlers} view={view} onToggleGroup={onToggleGroup} />
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div aria-hidden="true">
            <TodoCardView todo={dragged} today={today} lifted />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});

import { TODO_STATUSES, type Todo, type TodoFilter, type TodoStatus } from '@cadence/shared';
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
  type DragCancelEvent,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
  type PointerSensorProps,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useState, type PointerEvent as ReactPointerEvent } from 'react';
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
// dnd-kit would then re-render every card on every board render.
/**
 * The mouse and the pen only. A finger also sends `pointerdown`, before `touchstart`: if this sensor
 * took it, dnd-kit would give the touch to it (one sensor per gesture) and the TouchSensor below would
 * never run; the finger's first move then scrolls the page, the browser cancels the pointer, and the
 * card never lifts. Touches are left to the TouchSensor (docs/product/todos.md "Drag and drop").
 */
class MouseAndPenSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    super(props);
    endDropClickGuardAtNextPress(this, props.event);
  }

  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) => event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/**
 * After a drop dnd-kit stops every click on the page for 50 ms (a capture listener on the document), so
 * the click the drop itself makes does not open the card under the pointer. A quick hand's next click
 * fell in that window too (issue 18 item 3a, the model-based test's seed 7): React never heard it, the
 * card stayed put, and its checkbox showed ticked to a screen reader while the board had it open. The
 * drop's own click comes before the pointer is pressed again, so the guard ends at the next press of
 * the same pointer; every click after that reaches the board.
 */
function endDropClickGuardAtNextPress(sensor: PointerSensor, start: Event): void {
  // dnd-kit keeps the guard in the sensor's document listeners (@dnd-kit/core 6, AbstractPointerSensor).
  const removeAll = (sensor as unknown as { documentListeners?: { removeAll?: unknown } }).documentListeners?.removeAll;
  if (typeof removeAll !== 'function' || !('pointerId' in start)) return;
  const { pointerId } = start as PointerEvent;
  const onPress = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    window.removeEventListener('pointerdown', onPress, { capture: true });
    (removeAll as () => void)();
  };
  // Added while the starting press is being handled, so it hears only the next one.
  window.addEventListener('pointerdown', onPress, { capture: true });
}

/** A few pixels of travel before a drag starts, so clicks on the card's buttons stay clicks. */
const pointerOptions: PointerSensorOptions = { activationConstraint: { distance: 6 } };
/**
 * A short press lifts a card on touch screens; a swipe still scrolls the page. Once lifted, the
 * sensor cancels the finger's moves, so the page stays put while the card travels.
 */
const touchOptions: TouchSensorOptions = { activationConstraint: { delay: 200, tolerance: 8 } };
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

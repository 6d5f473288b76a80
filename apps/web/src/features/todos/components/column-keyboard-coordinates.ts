import { TODO_STATUSES, type TodoStatus } from '@cadence/shared';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { TodoDragData } from './todo-card';

/** Where the lifted card lands inside a column: below its heading, clear of the edges. */
const LANDING_OFFSET = { x: 8, y: 44 };

/**
 * The column each keyboard drag was last sent to, keyed by the key press that lifted the card.
 * `over` trails by a render, so two quick presses would otherwise both start from the old column.
 */
const lastTargets = new WeakMap<Event, TodoStatus>();

function isStatus(id: unknown): id is TodoStatus {
  return typeof id === 'string' && (TODO_STATUSES as readonly string[]).includes(id);
}

/** ArrowLeft and ArrowUp go to the column before, ArrowRight and ArrowDown to the next, side by side or stacked. */
const STEPS: Record<string, number | undefined> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Keyboard dragging between columns (issue 3): the card jumps to the target column's drop area, so
 * the collision check picks that column.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { droppableRects, over, active, activatorEvent } = context;
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();

  const startStatus = (active?.data.current as TodoDragData | undefined)?.todo.status;
  const current = (activatorEvent && lastTargets.get(activatorEvent)) ?? (isStatus(over?.id) ? over.id : startStatus);
  if (!current) return undefined;
  const target = TODO_STATUSES[TODO_STATUSES.indexOf(current) + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!target || !rect) return undefined;
  if (activatorEvent) lastTargets.set(activatorEvent, target);
  return { x: rect.left + LANDING_OFFSET.x, y: rect.top + LANDING_OFFSET.y };
};

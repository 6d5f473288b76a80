import { TODO_STATUS_LABELS, TODO_STATUSES, type TodoStatus } from '@cadence/shared';
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TodoDragData } from './todo-card';

// What a screen reader hears while a card is dragged: the task and the column, by name.

function taskOf(active: Active): { title: string; status: TodoStatus | undefined } {
  const todo = (active.data.current as TodoDragData | undefined)?.todo;
  return { title: todo?.title ?? 'Task', status: todo?.status };
}

function columnOf(over: Over | null): string | null {
  const id = over?.id;
  return typeof id === 'string' && (TODO_STATUSES as readonly string[]).includes(id) ? TODO_STATUS_LABELS[id as TodoStatus] : null;
}

export const boardScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a task, press Space or Enter to pick it up. Use the arrow keys to move it between the Not Started, In Progress and Completed columns. Press Space or Enter again to drop it, or Escape to cancel.',
};

export const boardAnnouncements: Announcements = {
  onDragStart({ active }) {
    const { title, status } = taskOf(active);
    return `Picked up task "${title}" from ${status ? TODO_STATUS_LABELS[status] : 'its column'}.`;
  },
  onDragOver({ active, over }) {
    const column = columnOf(over);
    return column ? `Task "${taskOf(active).title}" is over ${column}.` : `Task "${taskOf(active).title}" is not over a column.`;
  },
  onDragEnd({ active, over }) {
    const { title, status } = taskOf(active);
    const column = columnOf(over);
    if (!column) return `Task "${title}" was dropped outside the columns. It stays where it was.`;
    if (status && column === TODO_STATUS_LABELS[status]) return `Task "${title}" was dropped back in ${column}. Nothing changed.`;
    return `Task "${title}" was moved to ${column}.`;
  },
  onDragCancel({ active }) {
    const { title, status } = taskOf(active);
    return `Moving task "${title}" was cancelled. It stays in ${status ? TODO_STATUS_LABELS[status] : 'its column'}.`;
  },
};

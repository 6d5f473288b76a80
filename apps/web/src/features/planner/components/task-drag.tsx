import type { Todo } from '@cadence/shared';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names';
import { MouseAndPenSensor, pointerOptions, touchOptions } from '../../../components/ui/drag-sensors';
import type { TaskDragData } from './planned-task-row';

/** What a day that takes drops knows: its date and how a screen reader names it. */
interface DayDropData {
  date: string;
  label: string;
}

const taskOf = (data: unknown) => (data as TaskDragData | undefined)?.task;
const dayOf = (data: unknown) => data as DayDropData | undefined;

/** The pointer decides when there is one; the keyboard moves the task's rectangle instead (as the board does). */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return rectIntersection(args);
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

// docs/product/planner.md "Move to another day": each message names the task and the day.
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up task "${taskOf(active.data.current)?.title ?? ''}".`,
  onDragOver: ({ active, over }) => (over ? `Task "${taskOf(active.data.current)?.title ?? ''}" is over ${dayOf(over.data.current)?.label ?? 'a day'}.` : undefined),
  onDragEnd: ({ active, over }) => {
    const task = taskOf(active.data.current);
    const day = dayOf(over?.data.current);
    if (!task || !day) return `Task "${task?.title ?? ''}" was dropped outside the days. It stays where it was.`;
    if (task.dueDate === day.date) return `Task "${task.title}" was dropped back on ${day.label}. Nothing changed.`;
    return `Task "${task.title}" was moved to ${day.label}.`;
  },
  onDragCancel: ({ active }) => `Moving task "${taskOf(active.data.current)?.title ?? ''}" was cancelled. It stays where it was.`,
};
const screenReaderInstructions = { draggable: 'To pick up a task, press Space or Enter. Use the arrow keys to move it over another day, then Space or Enter to drop it there, or Escape to cancel.' };
const accessibility = { announcements, screenReaderInstructions };

/**
 * The drag frame of Upcoming: a task dropped on another day takes that day as its due date; on its own
 * day, outside the days, or with Escape nothing changes. It lifts things with the board's sensors.
 */
export function TaskDragFrame({ onMove, children }: { onMove: (task: Todo, dueDate: string) => void; children: ReactNode }) {
  const [dragged, setDragged] = useState<Todo | null>(null);
  const sensors = useSensors(useSensor(MouseAndPenSensor, pointerOptions), useSensor(TouchSensor, touchOptions), useSensor(KeyboardSensor));
  const onDragStart = ({ active }: DragStartEvent) => setDragged(taskOf(active.data.current) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = taskOf(active.data.current);
    const day = dayOf(over?.data.current);
    if (task && day && task.dueDate !== day.date) onMove(task, day.date);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} accessibility={accessibility} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div aria-hidden="true" className="max-w-56 truncate rounded-lg border border-indigo-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow-lg dark:border-indigo-500 dark:bg-slate-900 dark:text-slate-100">
            {dragged.title}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** A day that takes a dropped task; it is outlined while a task is over it. */
export function DayDrop({ date, label, className, children, as: Tag = 'div' }: { date: string; label: string; className?: string; children: ReactNode; as?: 'div' | 'td' | 'section' }) {
  const { setNodeRef, isOver } = useDroppable({ id: `day:${date}`, data: { date, label } satisfies DayDropData });
  return (
    <Tag ref={setNodeRef as never} data-day={date} className={cx(className, isOver && 'outline-2 -outline-offset-2 outline-indigo-500')}>
      {children}
    </Tag>
  );
}

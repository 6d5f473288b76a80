import type { ReminderOffset } from '../reminders/reminder-constants';
import type { ChecklistItem } from './checklist';
import type { RepeatRule } from './repeat-rule';
import type { TodoPriority, TodoStatus } from './todo-constants';

/** The habit a task links to, embedded in every task (docs/product/todos.md "Habit link"). */
export interface TodoHabit {
  id: string;
  title: string;
  color: string;
}

/** One task as the API returns it. Dates are 'YYYY-MM-DD', timestamps ISO strings in UTC. */
export interface Todo {
  id: string;
  title: string;
  description: string | null;
  priority: TodoPriority;
  dueDate: string | null;
  /** 'HH:MM' in the person's zone, only with a due date (docs/product/reminders.md "Tasks"). */
  dueTime: string | null;
  /** When the reminder fires against the due date and time; only with both. */
  reminder: ReminderOffset | null;
  category: string | null;
  status: TodoStatus;
  estimatedMinutes: number | null;
  habitId: string | null;
  habit: TodoHabit | null;
  /** The live goal the task works towards (docs/product/goals.md "Linked tasks and habits"), or null. */
  goalId: string | null;
  /** The task's checklist in its order (docs/product/todos.md "Checklist"); [] when it has none. */
  checklist: ChecklistItem[];
  /** docs/product/todos.md "Repeating tasks": the rule, or null when the task does not repeat. */
  repeat: RepeatRule | null;
  /** The series this occurrence belongs to (its first occurrence's id), or null. */
  seriesId: string | null;
  /** This occurrence's number in its series, from 1; null outside a series. */
  occurrence: number | null;
  completedAt: string | null;
  createdAt: string;
  /** Also the task's version: send it back as expectedUpdatedAt to detect a stale edit. */
  updatedAt: string;
  /**
   * docs/product/access.md "On the board": the name of the access token that changed the task last, until
   * the person changes it; null otherwise. Absent on a task the browser shows before the server answered.
   */
  via?: string | null;
}

/** One row of 'Task Movement History'. todoId and todoTitle are null once the task is deleted. */
export interface TaskHistoryEntry {
  id: string;
  todoId: string | null;
  todoTitle: string | null;
  previousStatus: TodoStatus;
  newStatus: TodoStatus;
  changedBy: string;
  changedAt: string;
  notes: string;
  /** docs/product/access.md "In the task's history": the access token that made the change; null for the person's own. */
  via?: string | null;
}

/** Body of a 409 from PATCH /api/todos/:id or POST /api/todos/:id/move: the error and the fresh task. */
export interface StaleTodoResponse {
  error: { code: 'CONFLICT'; message: string };
  todo: Todo;
}

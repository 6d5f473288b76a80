import { DEFAULT_TODO_PRIORITY, DEFAULT_TODO_STATUS, parseEstimatedMinutes, TODO_MESSAGES, type ReminderOffset, type Todo, type TodoPriority, type TodoStatus } from '@cadence/shared';
import type { FieldErrors } from '../../../lib/validate-form';
import { noRepeatForm, repeatFormFrom, repeatInput, type RepeatFormValues } from './repeat-form-values';

/** The form as typed: text for every input, so an empty field is '' until it is parsed. */
export interface TodoFormValues extends RepeatFormValues {
  title: string;
  description: string;
  priority: TodoPriority;
  dueDate: string;
  /** 'HH:MM', only with a due date (docs/product/reminders.md "Tasks"). */
  dueTime: string;
  /** '' for no reminder; only with a due time. */
  reminder: ReminderOffset | '';
  category: string;
  status: TodoStatus;
  estimatedMinutes: string;
  habitId: string;
  /** '' for no goal (docs/product/goals.md "Linked tasks and habits"). */
  goalId: string;
}

/** docs/product/todos.md "Defaults": a new task is medium priority and starts Not Started. */
export const emptyTodoForm: TodoFormValues = {
  title: '',
  description: '',
  priority: DEFAULT_TODO_PRIORITY,
  dueDate: '',
  dueTime: '',
  reminder: '',
  category: '',
  status: DEFAULT_TODO_STATUS,
  estimatedMinutes: '',
  habitId: '',
  goalId: '',
  ...noRepeatForm,
};

export function formValuesFrom(todo: Todo): TodoFormValues {
  return {
    title: todo.title,
    description: todo.description ?? '',
    priority: todo.priority,
    dueDate: todo.dueDate ?? '',
    dueTime: todo.dueTime ?? '',
    reminder: todo.reminder ?? '',
    category: todo.category ?? '',
    status: todo.status,
    estimatedMinutes: todo.estimatedMinutes === null ? '' : String(todo.estimatedMinutes),
    habitId: todo.habitId ?? '',
    goalId: todo.goalId ?? '',
    ...repeatFormFrom(todo.repeat),
  };
}

// The form's rules for useZodForm (docs/product/todos.md "Task form"), with the shared createTodoRequestSchema.

/** A blank title makes create and save silently do nothing: no request, no message. */
export function hasBlankTitle(values: TodoFormValues): boolean {
  return values.title.trim() === '';
}

/** What the schema reads: minutes as an integer (empty or unreadable -> null); empty optional fields become null there. */
export function todoFormInput(values: TodoFormValues): unknown {
  const { repeat: _repeat, repeatInterval: _interval, repeatWeekdays: _weekdays, repeatFrom: _from, repeatEnds: _ends, repeatUntil: _until, repeatCount: _count, ...fields } = values;
  return { ...fields, estimatedMinutes: parseEstimatedMinutes(values.estimatedMinutes.trim()), repeat: repeatInput(values) };
}

/** The due fields, which hang on one another. */
export type DueFields = Pick<TodoFormValues, 'dueDate' | 'dueTime' | 'reminder'>;

/**
 * docs/product/reminders.md "Tasks": a due time needs a due date and a reminder needs a due time, so
 * clearing the date clears the time and the reminder, and clearing the time clears the reminder. The
 * due fields after `field` is set to `value`.
 */
export function withDueField(current: DueFields, field: 'dueDate' | 'dueTime', value: string): DueFields {
  if (field === 'dueDate') return value === '' ? { dueDate: '', dueTime: '', reminder: '' } : { ...current, dueDate: value };
  return value === '' ? { ...current, dueTime: '', reminder: '' } : { ...current, dueTime: value };
}

/** Minutes typed but unreadable must say so, rather than being saved as "no estimate". */
export function checkTodoForm(values: TodoFormValues): FieldErrors<TodoFormValues> {
  const minutesText = values.estimatedMinutes.trim();
  return minutesText !== '' && parseEstimatedMinutes(minutesText) === null ? { estimatedMinutes: TODO_MESSAGES.invalidEstimatedMinutes } : {};
}

/** docs/product/todos.md "Task form": something typed would be lost by closing (blank space aside). */
export function hasUnsavedChanges(values: TodoFormValues, baseline: TodoFormValues): boolean {
  return (Object.keys(baseline) as Array<keyof TodoFormValues>).some((field) => values[field].trim() !== baseline[field].trim());
}

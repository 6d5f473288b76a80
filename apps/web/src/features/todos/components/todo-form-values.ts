import {
  createTodoRequestSchema,
  DEFAULT_TODO_PRIORITY,
  DEFAULT_TODO_STATUS,
  fieldErrors,
  parseEstimatedMinutes,
  TODO_MESSAGES,
  type CreateTodoRequest,
  type Todo,
  type TodoPriority,
  type TodoStatus,
} from '@cadence/shared';

/** The form as typed: text for every input, so an empty field is '' until it is parsed. */
export interface TodoFormValues {
  title: string;
  description: string;
  priority: TodoPriority;
  dueDate: string;
  category: string;
  status: TodoStatus;
  estimatedMinutes: string;
  habitId: string;
}

export type TodoFormField = keyof TodoFormValues;
export type TodoFormErrors = Partial<Record<TodoFormField | '_', string>>;

/** spec part 1 §5: a new task is medium priority and starts Not Started. */
export const emptyTodoForm: TodoFormValues = {
  title: '',
  description: '',
  priority: DEFAULT_TODO_PRIORITY,
  dueDate: '',
  category: '',
  status: DEFAULT_TODO_STATUS,
  estimatedMinutes: '',
  habitId: '',
};

export function formValuesFrom(todo: Todo): TodoFormValues {
  return {
    title: todo.title,
    description: todo.description ?? '',
    priority: todo.priority,
    dueDate: todo.dueDate ?? '',
    category: todo.category ?? '',
    status: todo.status,
    estimatedMinutes: todo.estimatedMinutes === null ? '' : String(todo.estimatedMinutes),
    habitId: todo.habitId ?? '',
  };
}

export type ParsedTodoForm = { kind: 'blank' } | { kind: 'invalid'; errors: TodoFormErrors } | { kind: 'valid'; body: CreateTodoRequest };

/**
 * Turns the form into a request body with the shared rules (spec part 1 §5): a blank title means
 * "do nothing"; empty optional fields become null; minutes are an integer of at least 1.
 */
export function parseTodoForm(values: TodoFormValues): ParsedTodoForm {
  if (values.title.trim() === '') return { kind: 'blank' };
  const minutesText = values.estimatedMinutes.trim();
  const estimatedMinutes = parseEstimatedMinutes(minutesText);
  if (minutesText !== '' && estimatedMinutes === null) {
    return { kind: 'invalid', errors: { estimatedMinutes: TODO_MESSAGES.invalidEstimatedMinutes } };
  }
  const parsed = createTodoRequestSchema.safeParse({ ...values, estimatedMinutes });
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) };
  return { kind: 'valid', body: parsed.data };
}

import { TODO_CATEGORY_MAX_LENGTH, TODO_PRIORITIES, TODO_PRIORITY_LABELS, TODO_STATUS_LABELS, TODO_STATUSES, TODO_TITLE_MAX_LENGTH, type TodoHabit } from '@cadence/shared';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useHabitOptions } from '../api/get-habit-options';
import type { ZodForm } from '../../../lib/use-zod-form';
import type { TodoFormValues } from './todo-form-values';

interface TodoFormFieldsProps {
  form: ZodForm<TodoFormValues>;
  /** The task's current habit, listed even before (or without) the habit list loading. */
  currentHabit: TodoHabit | null;
}

export function TodoFormFields({ form, currentHabit }: TodoFormFieldsProps) {
  const habits = useHabitOptions();
  const habitOptions = habits.data ?? [];
  const showCurrentHabit = currentHabit !== null && !habitOptions.some((habit) => habit.id === currentHabit.id);
  const bind = form.field;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Title" maxLength={TODO_TITLE_MAX_LENGTH} autoComplete="off" className="sm:col-span-2" {...bind('title')} />
      <TextareaField label="Description" className="sm:col-span-2" {...bind('description')} />
      <SelectField label="Priority" {...bind('priority')}>
        {TODO_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {TODO_PRIORITY_LABELS[priority]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" {...bind('status')}>
        {TODO_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TODO_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <TextField label="Due Date" type="date" {...bind('dueDate')} />
      <TextField label="Estimated Minutes" type="number" min={1} step={1} inputMode="numeric" {...bind('estimatedMinutes')} />
      <TextField label="Category" maxLength={TODO_CATEGORY_MAX_LENGTH} {...bind('category')} />
      <SelectField label="Habit" {...bind('habitId')}>
        <option value="">No habit</option>
        {showCurrentHabit ? <option value={currentHabit.id}>{currentHabit.title}</option> : null}
        {habitOptions.map((habit) => (
          <option key={habit.id} value={habit.id}>
            {habit.title}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

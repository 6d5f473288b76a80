import {
  HABIT_ANY_TIME_LABEL,
  HABIT_CATEGORIES,
  HABIT_CATEGORY_LABELS,
  HABIT_FREQUENCIES,
  HABIT_FREQUENCY_LABELS,
  HABIT_TIME_OF_DAY_LABELS,
  HABIT_TIMES_OF_DAY,
  HABIT_TITLE_MAX_LENGTH,
} from '@cadence/shared';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ZodForm } from '../../../lib/use-zod-form';
import { HabitColorField } from './habit-color-field';
import { GoalSelectField } from '../../../components/ui/goal-select-field';
import { HabitReminderFields } from './habit-reminder-fields';
import { HabitTargetFields } from './habit-target-fields';
import type { HabitFormValues } from './habit-form-values';

/** Title, Description, Frequency, Time of Day, Category, Colour (docs/product/habits.md "Habit form"), then the reminders (docs/product/reminders.md "Habits"). */
export function HabitFormFields({ form }: { form: ZodForm<HabitFormValues> }) {
  const bind = form.field;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Title" maxLength={HABIT_TITLE_MAX_LENGTH} autoComplete="off" className="sm:col-span-2" {...bind('title')} />
      <TextareaField label="Description" className="sm:col-span-2" {...bind('description')} />
      <SelectField label="Frequency" {...bind('frequency')}>
        {HABIT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {HABIT_FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Time of Day" {...bind('timeOfDay')}>
        <option value="">{HABIT_ANY_TIME_LABEL}</option>
        {HABIT_TIMES_OF_DAY.map((time) => (
          <option key={time} value={time}>
            {HABIT_TIME_OF_DAY_LABELS[time]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Category" className="sm:col-span-2" {...bind('category')}>
        {HABIT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {HABIT_CATEGORY_LABELS[category]}
          </option>
        ))}
      </SelectField>
      {/* docs/product/goals.md "Linked tasks and habits" (issue 22 §4). */}
      <GoalSelectField className="sm:col-span-2" {...form.field('goalId')} />
      {/* docs/product/habits.md "Targets", "Amounts" (issue 22 §5, §7). */}
      <HabitTargetFields form={form} />
      <HabitColorField value={form.values.color} onChange={(color) => form.setValue('color', color)} />
      <HabitReminderFields form={form} />
    </div>
  );
}

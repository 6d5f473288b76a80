import { HABIT_AMOUNT_MAX, HABIT_TARGET_COUNT_MAX, HABIT_UNIT_MAX_LENGTH } from '@cadence/shared';
import { TextField } from '../../../components/ui/text-field';
import type { ZodForm } from '../../../lib/use-zod-form';
import type { HabitFormValues } from './habit-form-values';

const TIMES_LABEL = { weekly: 'Times a week', monthly: 'Times a month' } as const;

/**
 * docs/product/habits.md "Targets" and "Amounts" (issue 22 §5, §7): how many days of the period, and an
 * amount to reach each day with its unit. Their own block of the form, so other fields merge beside it.
 */
export function HabitTargetFields({ form }: { form: ZodForm<HabitFormValues> }) {
  const bind = form.field;
  const { frequency } = form.values;
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-white">Target</legend>
      {frequency === 'daily' ? null : (
        <TextField
          label={TIMES_LABEL[frequency]}
          type="number"
          inputMode="numeric"
          min={1}
          max={HABIT_TARGET_COUNT_MAX[frequency]}
          placeholder="1"
          hint={`1 to ${HABIT_TARGET_COUNT_MAX[frequency]}`}
          {...bind('targetCount')}
        />
      )}
      <TextField label="Amount a day" type="number" inputMode="numeric" min={1} max={HABIT_AMOUNT_MAX} placeholder="None" hint="e.g. 8" {...bind('targetAmount')} />
      <TextField label="Unit" maxLength={HABIT_UNIT_MAX_LENGTH} autoComplete="off" placeholder="glasses" disabled={form.values.targetAmount.trim() === ''} {...bind('unit')} />
    </fieldset>
  );
}

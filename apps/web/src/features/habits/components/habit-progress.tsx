import { HABIT_AMOUNT_MAX, periodProgress, type Habit, type HabitPeriod } from '@cadence/shared';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';
import { CURRENT_PERIOD } from './habit-period-labels';

const stepButton = cx(
  'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  focusRing,
);

/**
 * docs/product/habits.md "Targets" and "Amounts" (issue 22 §5, §7): the progress within the current
 * period ('1/3 this week'), and a numeric habit's amount today ('3/8 glasses') with '−', '+' and a field.
 */
export function HabitProgress({ habit, today, period, onAmount }: { habit: Habit; today: string; period: HabitPeriod; onAmount: (amount: number) => void }) {
  const target = habit.targetCount ?? null;
  const progress = periodProgress(habit.completions, period, target);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {target !== null ? (
        <p className="font-semibold text-slate-800 dark:text-slate-200">
          {progress.done}/{progress.target} {CURRENT_PERIOD[habit.frequency]}
        </p>
      ) : null}
      {habit.targetAmount !== null && habit.targetAmount !== undefined ? <HabitAmount habit={habit} targetAmount={habit.targetAmount} amount={(habit.amounts ?? {})[today] ?? 0} onAmount={onAmount} /> : null}
    </div>
  );
}

function HabitAmount({ habit, targetAmount, amount, onAmount }: { habit: Habit; targetAmount: number; amount: number; onAmount: (amount: number) => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState(String(amount));
  // The field follows the logged amount (a +/− press, another tab) unless the person is typing.
  useEffect(() => setTyped(String(amount)), [amount]);
  const unit = habit.unit ? ` ${habit.unit}` : '';
  const commit = () => {
    const value = Number(typed);
    if (typed.trim() === '' || !Number.isInteger(value) || value < 0 || value > HABIT_AMOUNT_MAX) {
      setTyped(String(amount));
      return;
    }
    if (value !== amount) onAmount(value);
  };
  return (
    <div className="flex items-center gap-2">
      <p aria-live="polite" className="whitespace-nowrap font-semibold text-slate-800 dark:text-slate-200">
        {amount}/{targetAmount}
        {unit}
        <span className="sr-only"> today{amount >= targetAmount ? ', done' : ''}</span>
      </p>
      <button type="button" className={stepButton} aria-label={`One less for "${habit.title}"`} disabled={amount <= 0} onClick={() => onAmount(amount - 1)}>
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {`Amount today for "${habit.title}"`}
      </label>
      {/* inputStyles is full width: the box sets the field's width. */}
      <div className="w-20">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={HABIT_AMOUNT_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className={cx(inputStyles, 'border-slate-300 px-2 py-1.5 dark:border-slate-600')}
        />
      </div>
      <button type="button" className={stepButton} aria-label={`One more for "${habit.title}"`} disabled={amount >= HABIT_AMOUNT_MAX} onClick={() => onAmount(amount + 1)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

import { createHabitBreakRequestSchema, HABIT_BREAK_REASON_MAX_LENGTH, isRestDay, type Habit, type HabitBreak } from '@cadence/shared';
import { Pause } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAddHabitBreak, useRemoveHabitBreak } from '../api/habit-breaks';
import { formatShortDate } from './habit-dates';

/** 'Mar 10' or 'Mar 10 – Mar 14'. */
export function restRange(rest: Pick<HabitBreak, 'startDate' | 'endDate'>): string {
  return rest.startDate === rest.endDate ? formatShortDate(rest.startDate) : `${formatShortDate(rest.startDate)} – ${formatShortDate(rest.endDate)}`;
}

/**
 * docs/product/habits.md "Rest days" (issue 22 §6), in the open card: 'Rest today', 'Add a rest' (a day
 * or a range, for this habit or every habit) and the rests that apply, each with 'Remove'.
 */
export function HabitRestDays({ habit, today }: { habit: Habit; today: string }) {
  const headingId = useId();
  const { mutate: addRest } = useAddHabitBreak();
  const { mutate: removeRest } = useRemoveHabitBreak();
  const [adding, setAdding] = useState(false);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [forAll, setForAll] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rests = habit.breaks ?? [];
  const restingToday = isRestDay(today, rests);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const read = createHabitBreakRequestSchema.safeParse({ habitId: forAll ? null : habit.id, startDate: from, endDate: to, reason });
    if (!read.success) {
      setProblem(read.error.issues[0]?.message ?? 'Check the dates.');
      return;
    }
    setProblem(null);
    addRest({ ...read.data, id: crypto.randomUUID() });
    setAdding(false);
    setReason('');
    setForAll(false);
  };

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Rest days
      </h4>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">A rest keeps the streak and never counts as done.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {restingToday ? null : (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => addRest({ id: crypto.randomUUID(), habitId: habit.id, startDate: today, endDate: today, reason: null })}>
            <Pause aria-hidden="true" className="h-4 w-4" />
            Rest today
          </Button>
        )}
        <Button variant="secondary" className="px-3 py-1.5" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          Add a rest
        </Button>
      </div>
      {adding ? (
        <form onSubmit={add} noValidate className="mt-3 grid max-w-md gap-3 sm:grid-cols-2" aria-label={`Add a rest for "${habit.title}"`}>
          {problem ? (
            <Alert tone="error" className="sm:col-span-2">
              {problem}
            </Alert>
          ) : null}
          <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} hint="At most 90 days" />
          <TextField label="Reason" className="sm:col-span-2" maxLength={HABIT_BREAK_REASON_MAX_LENGTH} placeholder="Sick, travel…" value={reason} onChange={(event) => setReason(event.target.value)} />
          <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2 dark:text-slate-200">
            <input type="checkbox" checked={forAll} onChange={(event) => setForAll(event.target.checked)} className="h-4 w-4 rounded border-slate-400" />
            For every habit
          </label>
          <div className="sm:col-span-2">
            <Button type="submit" className="px-3 py-1.5">
              Add rest
            </Button>
          </div>
        </form>
      ) : null}
      {rests.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label={`Rests of "${habit.title}"`}>
          {rests.map((rest) => (
            <li key={rest.id} className="flex flex-wrap items-center gap-2 text-slate-800 dark:text-slate-200">
              <span>
                {restRange(rest)}
                {rest.reason ? ` · ${rest.reason}` : ''}
                {rest.habitId === null ? ' · every habit' : ''}
              </span>
              <Button variant="ghost" className="px-2 py-1" aria-label={`Remove rest ${restRange(rest)}`} onClick={() => removeRest({ id: rest.id })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { addDays, isCalendarDate, startOfNextWeek, type Todo } from '@cadence/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { Dialog } from '../../../components/ui/dialog';
import { inputStyles } from '../../../components/ui/text-field';
import { fullDate } from './planner-dates';

interface MoveTaskDialogProps {
  task: Todo;
  today: string;
  onMove: (task: Todo, dueDate: string) => void;
  onClose: () => void;
}

/**
 * docs/product/planner.md "Move to another day": the way to reschedule without dragging, a date field
 * with the task form's quick picks ('Next week' is the coming Monday, docs/product/todos.md "Dates").
 */
export function MoveTaskDialog({ task, today, onMove, onClose }: MoveTaskDialogProps) {
  const [date, setDate] = useState(task.dueDate ?? today);
  const [error, setError] = useState<string | null>(null);
  const ids = { field: useId(), error: useId() };
  const picks = [
    { label: 'Today', date: today },
    { label: 'Tomorrow', date: addDays(today, 1) },
    { label: 'Next week', date: startOfNextWeek(today) },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDate(date)) return setError('Choose a day');
    onMove(task, date);
    onClose();
  };

  return (
    <Dialog title="Move to…" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4 p-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Move “{task.title}” to another day.
        </p>
        <div>
          <label htmlFor={ids.field} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Due date
          </label>
          <input
            id={ids.field}
            type="date"
            value={date}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => {
              setDate(event.target.value);
              setError(null);
            }}
            className={cx(inputStyles, 'mt-1 py-2', error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700')}
          />
          {error ? (
            <p id={ids.error} className="mt-1 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            {picks.map((pick) => (
              <Button key={pick.label} variant="secondary" className="px-3 py-1.5 text-xs" title={fullDate(pick.date)} aria-pressed={date === pick.date} onClick={() => setDate(pick.date)}>
                {pick.label}
              </Button>
            ))}
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Move</Button>
        </div>
      </form>
    </Dialog>
  );
}

import { GOAL_MAX_MILESTONES, MILESTONE_TITLE_MAX_LENGTH } from '@cadence/shared';
import { CheckCircle2, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';
import { newMilestoneRow, withoutRow, type MilestoneRow } from './goal-form-values';

interface GoalMilestoneFieldsProps {
  rows: MilestoneRow[];
  onChange: (rows: MilestoneRow[]) => void;
  /** A message about the list as a whole (too many, a refused title). */
  error: string | undefined;
}

/**
 * The form's milestone rows (docs/product/goals.md "Goal form"): at least one row always; the remove
 * button shows only with more than one; Enter in a title adds the next row (or moves to it).
 */
export function GoalMilestoneFields({ rows, onChange, error }: GoalMilestoneFieldsProps) {
  const legendId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // After adding or removing a row, focus goes to this row's title (by key).
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const full = rows.length >= GOAL_MAX_MILESTONES;

  useEffect(() => {
    if (focusKey === null) return;
    const input = listRef.current?.querySelector<HTMLInputElement>(`[data-row="${CSS.escape(focusKey)}"]`);
    input?.focus();
    setFocusKey(null);
  }, [focusKey, rows]);

  const update = (key: string, change: Partial<MilestoneRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addAfter = (index: number) => {
    if (full) return;
    const row = newMilestoneRow();
    onChange([...rows.slice(0, index + 1), row, ...rows.slice(index + 1)]);
    setFocusKey(row.key);
  };

  const remove = (index: number) => {
    const next = withoutRow(rows, rows[index]!.key);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusKey(neighbour.key);
  };

  const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const following = rows[index + 1];
    if (following) setFocusKey(following.key);
    else if (rows[index]!.title.trim() !== '') addAfter(index);
  };

  return (
    <fieldset aria-labelledby={legendId} aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Milestones
      </legend>
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-3 w-5 shrink-0 text-right text-xs font-semibold tabular-nums text-slate-500 dark:text-slate-400">
                {number}.
              </span>
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,1fr)_10.5rem]">
                <div className="relative">
                  <input
                    data-row={row.key}
                    aria-label={`Milestone ${number}`}
                    value={row.title}
                    maxLength={MILESTONE_TITLE_MAX_LENGTH}
                    autoComplete="off"
                    placeholder="A step toward the goal"
                    onChange={(event) => update(row.key, { title: event.target.value })}
                    onKeyDown={(event) => onTitleKeyDown(event, index)}
                    className={cx(inputStyles, 'border-slate-300 dark:border-slate-700', row.completed && 'pr-9')}
                  />
                  {row.completed ? (
                    <span className="absolute inset-y-0 right-2.5 flex items-center text-emerald-600 dark:text-emerald-400" title="Completed">
                      <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                      <span className="sr-only">Completed</span>
                    </span>
                  ) : null}
                </div>
                <input
                  type="date"
                  aria-label={`Milestone ${number} due date`}
                  value={row.dueDate}
                  onChange={(event) => update(row.key, { dueDate: event.target.value })}
                  className={cx(inputStyles, 'border-slate-300 dark:border-slate-700')}
                />
              </div>
              {rows.length > 1 ? (
                <button
                  type="button"
                  aria-label={`Remove milestone ${number}`}
                  title="Remove milestone"
                  onClick={() => remove(index)}
                  className={cx('mt-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400', focusRing)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              ) : (
                <span aria-hidden="true" className="w-9 shrink-0" />
              )}
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 pl-7">
        <Button variant="secondary" icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={() => addAfter(rows.length - 1)} disabled={full} className="px-3 py-1.5">
          Add Milestone
        </Button>
        {full ? <p className="text-xs text-slate-600 dark:text-slate-400">A goal can have at most {GOAL_MAX_MILESTONES} milestones.</p> : null}
      </div>
    </fieldset>
  );
}

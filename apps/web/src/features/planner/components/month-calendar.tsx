import { addMonths, itemsByDay, monthGrid, monthStartOf, type Goal, type Todo } from '@cadence/shared';
import { ChevronLeft, ChevronRight, Flag, Target } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { useWeekStart } from '../../../lib/profile-query';
import { fullDate, monthTitle, weekdayName } from './planner-dates';
import { usePlannerSources } from './planner-sources';
import { DragGrip, PlannedTaskRow } from './planned-task-row';
import { DayDrop } from './task-drag';

/** One thing on a day of the month: an open task, a goal's target date, or a milestone's due date. */
type DayEntry = { kind: 'task'; date: string; task: Todo } | { kind: 'goal'; date: string; id: string; title: string } | { kind: 'milestone'; date: string; id: string; title: string; goal: string };

/** How many entries a day's cell lists before '+{n} more' (wide screens; a phone shows the count). */
const SHOWN_IN_CELL = 3;

function entriesOf(tasks: readonly Todo[], goals: readonly Goal[]): DayEntry[] {
  const entries: DayEntry[] = [];
  for (const task of tasks) if (task.status !== 'completed' && task.dueDate) entries.push({ kind: 'task', date: task.dueDate, task });
  for (const goal of goals) {
    if (goal.targetDate) entries.push({ kind: 'goal', date: goal.targetDate, id: goal.id, title: goal.title });
    for (const milestone of goal.milestones) if (milestone.dueDate && !milestone.completed) entries.push({ kind: 'milestone', date: milestone.dueDate, id: milestone.id, title: milestone.title, goal: goal.title });
  }
  return entries;
}

const entryKey = (entry: DayEntry) => (entry.kind === 'task' ? `task-${entry.task.id}` : `${entry.kind}-${entry.id}`);

/**
 * Upcoming's month (docs/product/planner.md "Upcoming"): whole weeks from the person's first weekday,
 * each day with its open tasks, goals' target dates and milestones; a task dragged to another day moves
 * there. Choosing a day lists all it holds under the calendar (on a phone, the cells show counts).
 */
export function MonthCalendar({ tasks, today, onMoveTo }: { tasks: Todo[]; today: string; onMoveTo: (task: Todo) => void }) {
  const { useGoals } = usePlannerSources();
  const goals = useGoals();
  const weekStart = useWeekStart();
  const [month, setMonth] = useState(() => monthStartOf(today));
  const [selected, setSelected] = useState(today);
  const titleId = useId();
  const grid = useMemo(() => monthGrid(month, weekStart), [month, weekStart]);
  const byDay = useMemo(() => new Map(itemsByDay(entriesOf(tasks, goals.data ?? []), (entry) => entry.date, grid.flat()).map((day) => [day.date, day.items])), [tasks, goals.data, grid]);
  const selectedEntries = byDay.get(selected) ?? [];

  const turn = (months: number) => {
    const next = addMonths(month, months);
    setMonth(next);
    setSelected(monthStartOf(today) === next ? today : next);
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {monthTitle(month)}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" className="px-2.5" aria-label="Previous month" onClick={() => turn(-1)} icon={<ChevronLeft aria-hidden="true" className="h-4 w-4" />} />
          <Button variant="secondary" className="px-2.5" aria-label="Next month" onClick={() => turn(1)} icon={<ChevronRight aria-hidden="true" className="h-4 w-4" />} />
        </div>
      </div>
      {goals.isError ? <p className="text-sm text-red-700 dark:text-red-300">Could not load your goals, so their dates are not shown.</p> : null}
      <table aria-labelledby={titleId} className="w-full table-fixed border-collapse text-left">
        <thead>
          <tr>
            {grid[0]!.map((date) => (
              <th key={date} scope="col" className="pb-1 text-center text-xs font-medium text-slate-600 dark:text-slate-400">
                {weekdayName(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <MonthDay key={date} date={date} today={today} inMonth={date.slice(0, 7) === month.slice(0, 7)} selected={date === selected} entries={byDay.get(date) ?? []} onSelect={() => setSelected(date)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label={fullDate(selected)} className="rounded-2xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950">
        <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{fullDate(selected)}</h3>
        {selectedEntries.length > 0 ? (
          <ul className="space-y-2">
            {selectedEntries.map((entry) =>
              entry.kind === 'task' ? (
                <PlannedTaskRow key={entryKey(entry)} task={entry.task} draggable dragId={`list:${entry.task.id}`} onMoveTo={onMoveTo} />
              ) : (
                <li key={entryKey(entry)} className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm dark:border-slate-800 dark:bg-slate-900">
                  <DatedMark entry={entry} />
                </li>
              ),
            )}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nothing planned</p>
        )}
      </section>
    </div>
  );
}

function DatedMark({ entry, compact = false }: { entry: Extract<DayEntry, { kind: 'goal' | 'milestone' }>; compact?: boolean }) {
  const Icon = entry.kind === 'goal' ? Target : Flag;
  const text = entry.kind === 'goal' ? `Goal: ${entry.title}` : `Milestone: ${entry.title}`;
  return (
    <span className={cx('flex min-w-0 items-center gap-1.5', entry.kind === 'goal' ? 'text-violet-800 dark:text-violet-300' : 'text-teal-800 dark:text-teal-300')} title={entry.kind === 'milestone' ? `${text} (${entry.goal})` : text}>
      <Icon aria-hidden="true" className={compact ? 'h-3 w-3 shrink-0' : 'h-4 w-4 shrink-0'} />
      <span className="truncate">{text}</span>
    </span>
  );
}

interface MonthDayProps {
  date: string;
  today: string;
  inMonth: boolean;
  selected: boolean;
  entries: DayEntry[];
  onSelect: () => void;
}

function MonthDay({ date, today, inMonth, selected, entries, onSelect }: MonthDayProps) {
  const shown = entries.slice(0, SHOWN_IN_CELL);
  const more = entries.length - shown.length;
  const isToday = date === today;
  const count = entries.length === 0 ? '' : entries.length === 1 ? ', 1 item' : `, ${entries.length} items`;
  return (
    <DayDrop
      as="td"
      date={date}
      label={fullDate(date)}
      className={cx('h-20 border border-slate-200 p-1 align-top sm:h-28 dark:border-slate-800', inMonth ? 'bg-white dark:bg-slate-900' : 'bg-slate-50 dark:bg-slate-950', selected && 'ring-2 ring-inset ring-indigo-500')}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`${fullDate(date)}${isToday ? ', today' : ''}${count}`}
        onClick={onSelect}
        className={cx(
          'flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-xs font-semibold',
          focusRing,
          isToday ? 'bg-indigo-600 text-white' : inMonth ? 'text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800',
        )}
      >
        {Number(date.slice(8, 10))}
      </button>
      {entries.length > 0 ? (
        <span aria-hidden="true" className="mt-1 block text-center text-xs font-medium text-indigo-800 sm:hidden dark:text-indigo-300">
          {entries.length}
        </span>
      ) : null}
      <ul className="mt-1 hidden space-y-0.5 sm:block">
        {shown.map((entry) => (
          <li key={entryKey(entry)} className="text-xs">
            {entry.kind === 'task' ? (
              <span className="flex min-w-0 items-center rounded bg-indigo-50 dark:bg-indigo-950/60">
                <DragGrip task={entry.task} dragId={`cell:${entry.task.id}`} small />
                <span className="truncate text-indigo-950 dark:text-indigo-100">{entry.task.title}</span>
              </span>
            ) : (
              <DatedMark entry={entry} compact />
            )}
          </li>
        ))}
        {more > 0 ? <li className="text-xs text-slate-600 dark:text-slate-400">+{more} more</li> : null}
      </ul>
    </DayDrop>
  );
}

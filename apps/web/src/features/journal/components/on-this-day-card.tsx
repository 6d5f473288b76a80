import { timeAgoLabel, type OnThisDayEntry } from '@cadence/shared';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { useLocalToday } from '../../../lib/use-local-today';
import { useOnThisDay } from '../api/get-on-this-day';
import { formatLongDay, formatMonthName } from './journal-dates';
import { MoodBadge } from './mood-badge';

interface DayOfEntries {
  date: string;
  monthsAgo: number;
  entries: OnThisDayEntry[];
}

/**
 * docs/product/journal.md "Months and on this day": this day's entries in the eleven months and ten years
 * before, newest day first, each day with how long ago it was; not shown when there are none. Folded to
 * one line until opened, so the entries below stay on the first screen of a phone.
 */
export function OnThisDayCard({ onMonth }: { onMonth: (month: string) => void }) {
  const today = useLocalToday();
  const answer = useOnThisDay(today);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const days = useMemo(() => {
    const list: DayOfEntries[] = [];
    for (const entry of answer.data?.entries ?? []) {
      const last = list.at(-1);
      if (last && last.date === entry.date) last.entries.push(entry);
      else list.push({ date: entry.date, monthsAgo: entry.monthsAgo, entries: [entry] });
    }
    return list;
  }, [answer.data]);

  if (days.length === 0) return null;
  const count = days.reduce((sum, day) => sum + day.entries.length, 0);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-amber-200 bg-amber-50 dark:border-amber-900/60 dark:bg-amber-950/30">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
          className={cx('flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left', focusRing)}
        >
          <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-700 dark:text-amber-300" />
          <span className="flex-1">
            On this day
            <span className="ml-2 text-sm font-normal text-slate-700 dark:text-slate-300">
              {count} {count === 1 ? 'entry' : 'entries'} from earlier {days.some((d) => d.monthsAgo >= 12) ? 'years and months' : 'months'}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={cx('h-4 w-4 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-4 px-4 pb-4">
        {days.map((day) => (
          <div key={day.date}>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              {timeAgoLabel(day.monthsAgo)} <span className="font-normal text-slate-700 dark:text-slate-300">· {formatLongDay(day.date)}</span>
            </h3>
            <ul className="mt-2 space-y-2">
              {day.entries.map((entry) => (
                <li key={entry.id} className="rounded-xl bg-white p-3 text-sm shadow-sm dark:bg-slate-900">
                  <div className="flex items-center justify-between gap-2">
                    <MoodBadge mood={entry.mood} />
                    <button
                      type="button"
                      onClick={() => onMonth(entry.date.slice(0, 7))}
                      className={cx('rounded-lg px-1.5 py-1 text-xs font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}
                    >
                      Open {formatMonthName(entry.date.slice(0, 7))}
                    </button>
                  </div>
                  <p className="mt-2 line-clamp-3 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">{entry.content}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

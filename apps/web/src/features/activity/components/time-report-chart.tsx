import { ACTIVITY_TYPE_LABELS, type ActivityReport, activityTypeStyle, builtOnce, durationInWords, formatDuration } from '@cadence/shared';
import { useId } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';

const shortDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const weekdayDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }));
const weekday = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }));

// A calendar date, read at noon UTC so no zone moves it.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
export const reportDayLabel = (date: string) => weekdayDate().format(atNoon(date));

/** The chart's sentence: the total, the days with time, the busiest day, the types (docs/product/activity.md "Time report"). */
export function reportSummary(report: ActivityReport): string {
  const days = report.byDay.filter((day) => day.seconds > 0);
  const busiest = days.reduce((best, day) => (day.seconds > best.seconds ? day : best), days[0]!);
  const types = report.byType.map((entry) => `${ACTIVITY_TYPE_LABELS[entry.type]} ${durationInWords(entry.seconds)}`).join(', ');
  const dayWord = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  return `${durationInWords(report.totalSeconds)} logged on ${dayWord(days.length)} of ${dayWord(report.byDay.length)}; most on ${reportDayLabel(busiest.date)} (${durationInWords(busiest.seconds)}). ${types}.`;
}

/**
 * docs/product/activity.md "Time report": one bar per day, stacked by type in the types' colours, with
 * a sentence that says the numbers and 'Show as table' with every day's figures (as the dashboard's
 * review charts do, docs/product/dashboard.md "Review"). Only called with time in the range.
 */
export function TimeReportChart({ report }: { report: ActivityReport }) {
  const tableId = useId();
  const summary = reportSummary(report);
  const max = Math.max(...report.byDay.map((day) => day.seconds));
  const types = report.byType.map((entry) => entry.type);
  const days = report.byDay;
  const middle = days[Math.floor(days.length / 2)]!;

  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">{summary}</figcaption>
      <div role="img" aria-label={`Time by day: ${summary}`} className="flex h-40 items-end gap-px border-b border-slate-300 sm:gap-1 dark:border-slate-600">
        {days.map((day) => (
          <div key={day.date} className="flex h-full min-w-0 flex-1 flex-col-reverse">
            {types.map((type) =>
              day.byType[type] > 0 ? (
                <div key={type} className={cx('w-full first:rounded-b-none last:rounded-t-sm', activityTypeStyle(type).mark)} style={{ height: `${Math.max(1, (day.byType[type] / max) * 100)}%` }} />
              ) : null,
            )}
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600 dark:text-slate-300">
        {days.length <= 7 ? (
          days.map((day) => (
            <span key={day.date} className="flex-1 text-center">
              {weekday().format(atNoon(day.date))}
            </span>
          ))
        ) : (
          <>
            <span>{shortDate().format(atNoon(days[0]!.date))}</span>
            <span>{shortDate().format(atNoon(middle.date))}</span>
            <span>{shortDate().format(atNoon(days.at(-1)!.date))}</span>
          </>
        )}
      </div>
      <details className="text-sm">
        <summary className={cx('cursor-pointer rounded font-medium text-indigo-700 dark:text-indigo-300', focusRing)} aria-controls={tableId}>
          Show as table
        </summary>
        <div className={cx('mt-2 overflow-x-auto rounded', focusRing)} tabIndex={0} role="region" aria-label="Time by day, as a table">
          <table id={tableId} className="w-full text-left text-slate-700 dark:text-slate-200">
            <caption className="sr-only">Time by day and type</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-3 font-semibold">Day</th>
                {types.map((type) => (
                  <th key={type} scope="col" className="whitespace-nowrap py-1 pr-3 text-right font-semibold">{ACTIVITY_TYPE_LABELS[type]}</th>
                ))}
                <th scope="col" className="py-1 text-right font-semibold">Total</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">{reportDayLabel(day.date)}</th>
                  {types.map((type) => (
                    <td key={type} className="whitespace-nowrap py-1 pr-3 text-right tabular-nums">{day.byType[type] > 0 ? formatDuration(day.byType[type]) : '—'}</td>
                  ))}
                  <td className="whitespace-nowrap py-1 text-right tabular-nums">{day.seconds > 0 ? formatDuration(day.seconds) : '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-1 pr-3">Total</th>
                {report.byType.map((entry) => (
                  <td key={entry.type} className="whitespace-nowrap py-1 pr-3 text-right tabular-nums">{formatDuration(entry.seconds)}</td>
                ))}
                <td className="whitespace-nowrap py-1 text-right tabular-nums">{formatDuration(report.totalSeconds)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  );
}

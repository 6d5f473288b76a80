import type { ReviewDay } from '@cadence/shared';
import { useId } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { builtOnce } from '@cadence/shared';

const shortDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const weekday = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }));

/** 'YYYY-MM-DD' as 'Mar 4' (a calendar date, read at noon UTC so no zone moves it). */
export function dayLabel(date: string): string {
  return shortDate().format(new Date(`${date}T12:00:00Z`));
}

function axisLabel(date: string, dayCount: number): string {
  return dayCount <= 7 ? weekday().format(new Date(`${date}T12:00:00Z`)) : dayLabel(date);
}

export interface ChartSeries {
  title: string;
  /** The value of a day, or null when there is none (no mood logged). */
  valueOf: (day: ReviewDay) => number | null;
  max: number;
  /** The value in words, for the table and the summary ('7.4', '45 minutes'). */
  format: (value: number) => string;
  /** The summary said to assistive technology before the table. */
  summary: string;
  barClass: string;
  emptyText: string;
}

const HEIGHT = 120;
const BAR_GAP = 0.25;

/**
 * docs/product/dashboard.md "Review": one bar per day, with its numbers as a table for anyone who
 * cannot see the bars (and for everyone who wants the exact figures).
 */
export function ReviewChart({ days, series }: { days: ReviewDay[]; series: ChartSeries }) {
  const tableId = useId();
  const width = days.length * 10;
  const values = days.map(series.valueOf);
  const hasAny = values.some((value) => value !== null && value > 0);
  const middle = days[Math.floor(days.length / 2)];

  return (
    <figure className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <figcaption className="font-semibold text-slate-900 dark:text-white">{series.title}</figcaption>
      <p className="min-h-10 text-sm text-slate-600 dark:text-slate-300">{hasAny ? series.summary : series.emptyText}</p>
      {hasAny ? (
        <>
          <svg role="img" aria-label={`${series.title}: ${hasAny ? series.summary : series.emptyText}`} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="block h-28 w-full">
            <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="stroke-slate-300 dark:stroke-slate-600" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            {values.map((value, index) => {
              if (value === null || value <= 0) return null;
              const height = Math.max(2, (Math.min(value, series.max) / series.max) * (HEIGHT - 4));
              return <rect key={days[index]!.date} x={index * 10 + (BAR_GAP * 10) / 2} y={HEIGHT - height} width={10 * (1 - BAR_GAP)} height={height} rx="1.5" className={series.barClass} />;
            })}
          </svg>
          <div aria-hidden="true" className="flex justify-between text-xs text-slate-600 dark:text-slate-300">
            {days.length <= 7 ? (
              days.map((day) => <span key={day.date}>{axisLabel(day.date, days.length)}</span>)
            ) : (
              <>
                <span>{dayLabel(days[0]!.date)}</span>
                {middle ? <span>{dayLabel(middle.date)}</span> : null}
                <span>{dayLabel(days.at(-1)!.date)}</span>
              </>
            )}
          </div>
          <details className="text-sm">
            <summary className={cx('cursor-pointer rounded font-medium text-indigo-700 dark:text-indigo-300', focusRing)} aria-controls={tableId}>
              Show as a table
            </summary>
            <table id={tableId} className="mt-2 w-full text-left text-slate-700 dark:text-slate-200">
              <caption className="sr-only">{series.title} per day</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-1 font-semibold">Day</th>
                  <th scope="col" className="py-1 text-right font-semibold">{series.title}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day, index) => (
                  <tr key={day.date} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    <th scope="row" className="py-1 font-normal">{dayLabel(day.date)}</th>
                    <td className="py-1 text-right tabular-nums">{values[index] === null ? '—' : series.format(values[index]!)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </figure>
  );
}

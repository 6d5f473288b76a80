import { moodLabel, type MoodTrend } from '@cadence/shared';
import { useId, useState, useSyncExternalStore } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useMoodTrend } from '../api/get-mood-trend';
import { formatShortDay } from './journal-dates';
import { chartPoints, linePath, moodY, type ChartBox } from './mood-chart-geometry';

/** Where the page has a side column (Tailwind's lg): there the chart always shows; on a phone it folds. */
const WIDE_QUERY = '(min-width: 1024px)';
function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia(WIDE_QUERY).matches;

const BOX: ChartBox = { width: 320, height: 150, left: 26, right: 10, top: 10, bottom: 24 };
const GRID = [1, 4, 7, 10];

/**
 * docs/product/moods.md "Mood trend": the last 30 days, entry moods and check-ins averaged per day,
 * as a small chart with a sentence that says what it shows and a table of the same numbers.
 */
export function MoodTrendCard() {
  const headingId = useId();
  const trend = useMoodTrend();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Mood trend
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Last 30 days, entries and check-ins</p>
      {trend.isPending ? (
        <Skeleton className="mt-3 h-40" />
      ) : trend.isError ? (
        <Alert tone="error" className="mt-3" action={<Button variant="secondary" onClick={() => void trend.refetch()}>Try again</Button>}>
          {errorMessage(trend.error, 'Could not load your mood trend.')}
        </Alert>
      ) : (
        <TrendChart trend={trend.data} />
      )}
    </section>
  );
}

function summaryOf(trend: MoodTrend): string {
  const days = trend.days.filter((day) => day.average !== null);
  if (trend.average === null || days.length === 0) return 'No moods in the last 30 days yet. Log how you feel, or write an entry, and your trend appears here.';
  const first = days[0]!;
  const last = days.at(-1)!;
  const direction = days.length < 2 ? '' : last.average! > first.average! ? ', rising' : last.average! < first.average! ? ', falling' : ', steady';
  return `Average mood ${trend.average}/10 (${moodLabel(trend.average)}) over ${days.length} ${days.length === 1 ? 'day' : 'days'}${direction}: from ${first.average} on ${formatShortDay(first.date)} to ${last.average} on ${formatShortDay(last.date)}.`;
}

function TrendChart({ trend }: { trend: MoodTrend }) {
  const summaryId = useId();
  const tableId = useId();
  const chartId = useId();
  const [showTable, setShowTable] = useState(false);
  // On a phone the entries come right after this column, so the chart waits behind a button there.
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  const [showChart, setShowChart] = useState(false);
  const points = chartPoints(trend.days, BOX);
  const first = trend.days[0];
  const last = trend.days.at(-1);
  const chartShown = points.length > 0 && (wide || showChart);
  return (
    <figure className="mt-3">
      {points.length > 0 && !wide ? (
        <button
          type="button"
          aria-expanded={showChart}
          aria-controls={chartId}
          onClick={() => setShowChart((shown) => !shown)}
          className={cx('mb-2 rounded text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}
        >
          {showChart ? 'Hide the chart' : 'Show the chart'}
        </button>
      ) : null}
      <svg
        id={chartId}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={summaryId}
        className={cx('h-auto w-full overflow-visible text-slate-500 dark:text-slate-400', !chartShown && 'hidden')}
      >
        {GRID.map((mood) => (
          <g key={mood}>
            <line x1={BOX.left} x2={BOX.width - BOX.right} y1={moodY(mood, BOX)} y2={moodY(mood, BOX)} className="stroke-slate-200 dark:stroke-slate-700" strokeWidth={1} />
            <text x={BOX.left - 6} y={moodY(mood, BOX)} textAnchor="end" dominantBaseline="middle" className="fill-current text-[10px]">
              {mood}
            </text>
          </g>
        ))}
        {first && last ? (
          <>
            <text x={BOX.left} y={BOX.height - 6} className="fill-current text-[10px]">
              {formatShortDay(first.date)}
            </text>
            <text x={BOX.width - BOX.right} y={BOX.height - 6} textAnchor="end" className="fill-current text-[10px]">
              Today
            </text>
          </>
        ) : null}
        {points.length > 1 ? <path d={linePath(points)} fill="none" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" className="stroke-indigo-600 dark:stroke-indigo-400" /> : null}
        {points.map((point) => (
          <circle key={point.date} cx={point.x} cy={point.y} r={3} className="fill-indigo-600 stroke-white dark:fill-indigo-400 dark:stroke-slate-900" strokeWidth={1.5} />
        ))}
      </svg>
      <figcaption id={summaryId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {summaryOf(trend)}
      </figcaption>
      {chartShown ? (
        <>
          <button
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            className={cx('mt-2 rounded text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}
          >
            {showTable ? 'Hide the numbers' : 'Show the numbers'}
          </button>
          <table id={tableId} hidden={!showTable} className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Average mood per day, last 30 days (days without a mood left out)</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="py-1 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Average
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Moods
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="border-b border-slate-100 text-slate-800 last:border-0 dark:border-slate-800 dark:text-slate-200">
                  <th scope="row" className="py-1 font-normal">
                    {formatShortDay(point.date)}
                  </th>
                  <td className="py-1">
                    {point.average}/10 · {moodLabel(point.average)}
                  </td>
                  <td className="py-1 text-right">{point.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </figure>
  );
}

import { ACTIVITY_REPORT_MESSAGES, ACTIVITY_TYPE_LABELS, activityReportQuerySchema, activityTypeStyle, durationInWords, formatDuration, isoDuration, reportRange } from '@cadence/shared';
import { Download } from 'lucide-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useWeekStart } from '../../../lib/profile-query';
import { useLocalToday } from '../../../lib/use-local-today';
import { activityReportCsvPath, downloadActivityReport, type ReportRange, useActivityReport } from '../api/get-activity-report';
import { reportDayLabel, TimeReportChart } from './time-report-chart';
import { type RangeChoice, TimeReportRange } from './time-report-range';

const HEADING_ID = 'time-report-heading';

type CustomError = { field: 'from' | 'to'; message: string } | null;

/** The range to show, or why the custom one cannot be (the shared query's own messages). */
function chosenRange(choice: RangeChoice, custom: ReportRange, today: string, weekStart: ReturnType<typeof useWeekStart>): { range: ReportRange | null; error: CustomError } {
  if (choice !== 'custom') return { range: reportRange(choice, today, weekStart), error: null };
  const parsed = activityReportQuerySchema.safeParse(custom);
  if (parsed.success) return { range: parsed.data, error: null };
  const issue = parsed.error.issues[0]!;
  return { range: null, error: { field: issue.path[0] === 'from' ? 'from' : 'to', message: issue.message } };
}

/**
 * 'Time report' (docs/product/activity.md "Time report"): where the person's logged time went in a range
 * of their days, by day and by type, as a chart with a table, the totals, and the range as a CSV file.
 */
export function TimeReport() {
  const today = useLocalToday();
  const weekStart = useWeekStart();
  const [choice, setChoice] = useState<RangeChoice>('this-week');
  const [custom, setCustom] = useState<ReportRange>(() => reportRange('this-month', today, weekStart));
  const { range, error } = useMemo(() => chosenRange(choice, custom, today, weekStart), [choice, custom, today, weekStart]);
  const report = useActivityReport(range);
  const [downloadFailed, setDownloadFailed] = useState<unknown>(null);
  const shown = report.data;

  const download = (event: MouseEvent) => {
    event.preventDefault();
    if (!range) return;
    setDownloadFailed(null);
    downloadActivityReport(range).catch(setDownloadFailed);
  };

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900 dark:text-white">
          Time report
        </h2>
        {range ? (
          <a href={activityReportCsvPath(range)} onClick={download} className={cx('inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        ) : null}
      </div>
      <TimeReportRange choice={choice} onChoice={setChoice} custom={custom} onCustom={setCustom} customError={error} />
      {downloadFailed ? <Alert tone="error">{errorMessage(downloadFailed, 'Could not download the CSV. Please try again.')}</Alert> : null}

      {range === null ? null : report.isError && !shown ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void report.refetch()}>Try again</Button>}>
          {errorMessage(report.error, 'Could not load the time report.')}
        </Alert>
      ) : !shown ? (
        <ReportSkeleton />
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined} className={cx('space-y-4', report.isPlaceholderData && 'opacity-60')}>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {reportDayLabel(shown.from)} – {reportDayLabel(shown.to)}
          </p>
          {shown.totalSeconds === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">{ACTIVITY_REPORT_MESSAGES.empty}</p>
          ) : (
            <>
              <ReportTotals report={shown} />
              <TimeReportChart report={shown} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The total and each type's total, which is also the chart's legend (the colour is never the only sign). */
function ReportTotals({ report }: { report: NonNullable<ReturnType<typeof useActivityReport>['data']> }) {
  return (
    <div className="space-y-3">
      <p className="text-slate-900 dark:text-white">
        <span className="text-sm text-slate-600 dark:text-slate-300">Total </span>
        <time dateTime={isoDuration(report.totalSeconds)} className="text-2xl font-semibold tabular-nums">
          <span aria-hidden="true">{formatDuration(report.totalSeconds)}</span>
          <span className="sr-only">{durationInWords(report.totalSeconds)}</span>
        </time>
      </p>
      <ul aria-label="Time by type" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-200">
        {report.byType.map((entry) => (
          <li key={entry.type} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cx('h-2.5 w-2.5 rounded-sm', activityTypeStyle(entry.type).mark)} />
            {ACTIVITY_TYPE_LABELS[entry.type]} <span className="font-semibold tabular-nums">{formatDuration(entry.seconds)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading the time report</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

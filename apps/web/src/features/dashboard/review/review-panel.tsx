import { DASHBOARD_TEXTS, PATTERN_WINDOW_DAYS, REVIEW_RANGES, REVIEW_RANGE_LABELS, needsDataSentence, patternSentence, type ReviewRange } from '@cadence/shared';
import { BarChart3, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useDashboardReview } from '../api/get-dashboard-review';
import { DashboardCard } from '../components/dashboard-card';
import { ReviewChart } from './review-chart';
import { reviewSeries } from './review-series';

/**
 * The week and month review (docs/product/dashboard.md "Review", "Patterns"): loaded with its own
 * request and its own chunk, after the dashboard has shown, so the charts never slow the first paint.
 */
export function ReviewPanel() {
  const [range, setRange] = useState<ReviewRange>('week');
  const review = useDashboardReview(range);
  const needsData = review.data ? needsDataSentence(review.data.patterns) : null;

  const rangeSwitch = (
    <div role="group" aria-label="Review range" className="inline-flex rounded-xl border border-slate-300 p-0.5 dark:border-slate-600">
      {REVIEW_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={range === option}
          onClick={() => setRange(option)}
          className={cx(
            'rounded-lg px-3 py-1.5 text-sm font-semibold',
            focusRing,
            range === option ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {REVIEW_RANGE_LABELS[option]}
        </button>
      ))}
    </div>
  );

  return (
    <DashboardCard id="review-heading" title={range === 'week' ? 'Your week in review' : 'Your month in review'} icon={<BarChart3 aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />} action={rangeSwitch}>
      {review.isPending ? (
        <ReviewSkeleton />
      ) : review.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void review.refetch()}>{DASHBOARD_TEXTS.tryAgain}</Button>}>
          {errorMessage(review.error, DASHBOARD_TEXTS.reviewLoadFailed)}
        </Alert>
      ) : (
        <div className={cx('space-y-5', review.isPlaceholderData && 'opacity-60')} aria-busy={review.isPlaceholderData}>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {range === 'week' ? 'The last 7 days, today included.' : 'The last 30 days, today included.'} Mood comes from your journal entries and mood check-ins.
          </p>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {reviewSeries(review.data).map((series) => (
              <ReviewChart key={series.title} days={review.data.days} series={series} />
            ))}
          </div>
          <section aria-labelledby="patterns-heading" className="space-y-2">
            <h3 id="patterns-heading" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Lightbulb aria-hidden="true" className="h-4 w-4 text-amber-600 dark:text-amber-300" />
              Patterns
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">From the last {PATTERN_WINDOW_DAYS} days. A pattern is not a cause, only what happened together.</p>
            {review.data.patterns.every((pattern) => pattern.daysWith + pattern.daysWithout === 0) ? (
              <p className="text-sm text-slate-700 dark:text-slate-200">No mood logged in the last {PATTERN_WINDOW_DAYS} days yet. Write journal entries with your mood on a few days, and what goes with your better days shows here.</p>
            ) : (
              <ul className="space-y-2">
                {review.data.patterns.map((pattern) =>
                  pattern.kind === 'stated' ? (
                    <li key={pattern.subject.type === 'habit' ? pattern.subject.habitId : pattern.subject.type} className="rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-slate-900 dark:bg-indigo-950/60 dark:text-white">
                      {patternSentence(pattern)}
                    </li>
                  ) : null,
                )}
                {/* docs/product/dashboard.md "Patterns": the ones still waiting for days share one line (issue 18 §9). */}
                {needsData ? <li className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-300">{needsData}</li> : null}
              </ul>
            )}
          </section>
        </div>
      )}
    </DashboardCard>
  );
}

function ReviewSkeleton() {
  return (
    <div role="status" aria-label="Loading your review" className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-52" />
      ))}
    </div>
  );
}

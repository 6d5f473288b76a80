import { DASHBOARD_TEXTS } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { MountInTransition } from '../../../components/ui/mount-in-transition';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalToday } from '../../../lib/use-local-today';
import { dashboardKeys } from '../api/dashboard-keys';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { formatLongDate } from './dashboard-formats';
import { FirstRunWelcome, useFirstRunWelcome } from './first-run-welcome';
import { PromptCards } from './prompt-cards';
import { RecentEntries } from './recent-entries';
import { StatCards } from './stat-cards';
import { TodaysSchedule } from './todays-schedule';

// The review's charts load in their own chunk after the dashboard shows (docs/product/dashboard.md "Review").
const ReviewPanel = lazy(() => import('../review/review-panel').then((m) => ({ default: m.ReviewPanel })));

/**
 * The dashboard (docs/product/dashboard.md). One request feeds it; other tabs' changes
 * refresh it through app/live-updates. `insights` is the slot of the AI Assistant Insights card
 * (issue 12), placed after the stat cards as the spec lists it; nothing shows there until it is built.
 */
export function DashboardPage({ insights }: { insights?: ReactNode }) {
  useDocumentTitle(DASHBOARD_TEXTS.title);
  const dashboard = useDashboard();
  const { user } = useSession();
  // A dashboard left open over midnight shows the new day: its numbers are the day's (issue 17).
  const queryClient = useQueryClient();
  useLocalToday(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }));
  const welcome = useFirstRunWelcome(user?.id ?? null, dashboard.data?.firstSteps);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageHeading>{DASHBOARD_TEXTS.title}</PageHeading>
        {/* The date's line is kept while the data loads, so nothing below moves down when it arrives (issue 19 §2). */}
        <p className="min-h-6 text-slate-600 dark:text-slate-300">{dashboard.data ? formatLongDate(dashboard.data.today) : null}</p>
      </div>

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void dashboard.refetch()}>{DASHBOARD_TEXTS.tryAgain}</Button>}>
          {errorMessage(dashboard.error, DASHBOARD_TEXTS.loadFailed)}
        </Alert>
      ) : (
        <MountInTransition fallback={<DashboardSkeleton />}>
          {/* docs/product/shell.md "Errors": each card fails on its own, never the dashboard with it (issue 18 §1). */}
          {welcome.shown ? (
            <ErrorBoundary scope="card">
              <FirstRunWelcome firstSteps={dashboard.data.firstSteps} name={user?.name || null} onHide={welcome.hide} />
            </ErrorBoundary>
          ) : null}
          <ErrorBoundary scope="card">
            <StatCards dashboard={dashboard.data} receivedAt={dashboard.dataUpdatedAt} />
          </ErrorBoundary>
          {insights ? (
            <div data-slot="ai-insights">
              <ErrorBoundary scope="card">{insights}</ErrorBoundary>
            </div>
          ) : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ErrorBoundary scope="card">
              <TodaysSchedule schedule={dashboard.data.schedule} />
            </ErrorBoundary>
            <ErrorBoundary scope="card">
              <RecentEntries entries={dashboard.data.recentEntries} />
            </ErrorBoundary>
          </div>
          {/* docs/product/dashboard.md "Prompt cards": not while the welcome asks for the same first steps (issue 18 §9). */}
          {welcome.shown ? null : (
            <ErrorBoundary scope="card">
              <PromptCards firstSteps={dashboard.data.firstSteps} />
            </ErrorBoundary>
          )}
          <ErrorBoundary scope="card">
            <Suspense fallback={<Skeleton className="h-72" />}>
              <ReviewPanel />
            </Suspense>
          </ErrorBoundary>
        </MountInTransition>
      )}
    </div>
  );
}

import { useDeferredValue } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { Toaster } from '../components/ui/toaster';
import { DebugPanelButton } from '../features/debug/components/debug-panel-button';
import { useSession } from '../lib/session';
import { ActivityPage, AuthCallbackPage, DashboardPage, DevelopersApiPage, GoalsPage, HabitsPage, HelpPage, InputTestPage, JournalPage, JournalTestPage, LandingPage, LoginPage, ProfilePage, ResetPasswordPage, ShellLayout, SubscriptionPage, TodayPage, TodosPage, UpcomingPage } from './lazy-pages';
import { LiveUpdates } from './live-updates/live-updates';
import { RenewThisDevice } from '../features/reminders/components/renew-this-device';
import { NotificationClicks } from './pwa/notification-clicks';
import { ServiceWorkerUpdates } from './pwa/service-worker-updates';
import { PageBoundary } from './errors/failure-boundaries';
import { CommandBarHost } from './command-bar/command-bar-host';
import { RequireAuth } from './require-auth';
import { usePreloadFirstRoute } from './first-route-preload';
import { FloatingControlsDock } from './shell/floating-controls-dock';

/**
 * docs/product/shell.md "Routes". The signed-in and signed-out tables differ; while the session is
 * still loading only the routes reachable in both states render, the others wait.
 */
export function AppRoutes() {
  const session = useSession();
  usePreloadFirstRoute(session.status);
  // The first screen after the session is known (the shell and its page) is built as a transition, in
  // slices with the main thread free between them, while the loader stays (issue 19 "TBT", decision 015).
  // Only that first step waits: a sign-out or a sign-in later changes the routes at once, so /login is
  // never matched against the routes of the status before (a signed-in route sends /login to /).
  const deferred = useDeferredValue(session.status);
  const status = deferred === 'loading' ? deferred : session.status;
  return (
    <>
      <PageBoundary>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
          <Route path="/profile" element={<RequireAuth><ProfilePage /></RequireAuth>} />
          <Route path="/subscription" element={<RequireAuth><SubscriptionPage /></RequireAuth>} />
          {/* Public: the API's reference, for a program's author with or without an account (docs/product/access.md "The API"). */}
          <Route path="/developers/api" element={<DevelopersApiPage />} />
          {status === 'loading' ? <Route path="*" element={<PageLoader />} /> : null}
          {status === 'signed-in' ? signedInRoutes() : null}
          {status === 'signed-out' ? signedOutRoutes() : null}
        </Routes>
      </PageBoundary>
      {status === 'signed-in' ? <CommandBarHost /> : null}
      {/* Mounted in both states: it opens the stream on sign-in and leaves for /login when the session ends elsewhere. */}
      <LiveUpdates />
      <ServiceWorkerUpdates />
      <NotificationClicks />
      {/* A browser that gets reminders registers its subscription again under the session in use (docs/product/reminders.md "Devices"). */}
      {status === 'signed-in' && session.user ? <RenewThisDevice key={session.user.id} userId={session.user.id} /> : null}
      <FloatingControlsDock />
      <DebugPanelButton />
      {/* Once for the whole app, signed in or out: a toast outlives the page that raised it (issue 7 §4). */}
      <Toaster />
    </>
  );
}

function signedInRoutes() {
  return (
    <>
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/" element={<ShellLayout />}>
        {/* Each area replaces its placeholder with its own page when it is built. */}
        <Route index element={<DashboardPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="todos" element={<TodosPage />} />
        {/* docs/product/planner.md "Where": the To Do List's other views. */}
        <Route path="todos/today" element={<TodayPage />} />
        <Route path="todos/upcoming" element={<UpcomingPage />} />
        <Route path="journal" element={<JournalPage />} />
        <Route path="goals" element={<GoalsPage />} />
        <Route path="habits" element={<HabitsPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="debug/journal-test" element={<JournalTestPage />} />
        <Route path="debug/input-test" element={<InputTestPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </>
  );
}

function signedOutRoutes() {
  return (
    <>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </>
  );
}

import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary, FailureViewContext, type FailureView } from '../../components/ui/error-boundary';
import { PageLoader } from '../../components/ui/page-loader';
import { FailureNotice } from './failure-notice';

const renderFailure = (view: FailureView) => <FailureNotice {...view} />;

/**
 * Never a white page (docs/product/shell.md "Errors", issue 18 §1): the routes' outermost boundary.
 * It catches what no inner one did (the landing page, /login, /profile, the shell's own code), keeping
 * the debug button and the toasts. Another path tries again.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary scope="page" resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Every boundary of the app shows the product's notice (app-providers.tsx provides it). */
export function FailureViewProvider({ children }: { children: ReactNode }) {
  return <FailureViewContext.Provider value={renderFailure}>{children}</FailureViewContext.Provider>;
}

/**
 * The shell's page: while it loads and if it fails, the shell (header, tabs, the chat and whatever is
 * typed there) stays, and only the page's place shows the spinner or the notice.
 */
export function ShellPageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary scope="page" resetKey={pathname}>
      <Suspense fallback={<PageLoader fill />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

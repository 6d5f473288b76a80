import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { useSession } from '../lib/session';

/** docs/product/shell.md "Route guard": the guard of /profile and /subscription. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader title="Loading..." detail="Please wait while we set up your session..." />;
  if (status === 'signed-out') return <Navigate to="/login" replace />;
  return children;
}

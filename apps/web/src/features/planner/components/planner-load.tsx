import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';

/** docs/product/planner.md "Today": a failed load says what happened in words, and offers 'Try again'. */
export function PlannerLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const why = error instanceof ApiError && error.status === 0 ? "Cadence can't reach the server. Check your connection, then try again." : 'Something went wrong. Please try again.';
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {what} {why}
    </Alert>
  );
}

/** Grey placeholder rows while the lists load. */
export function PlannerSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

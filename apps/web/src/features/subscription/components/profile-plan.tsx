import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubscription } from '../api/get-subscription';
import { PlanStatus } from './plan-status';

/** The profile's plan and its end date (issue 12; docs/product/subscription.md "Profile"). */
export function ProfilePlan() {
  const summary = useSubscription();
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Sparkles aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />
        Plan
      </h2>
      {summary.isPending ? (
        <div className="mt-3" role="status">
          <span className="sr-only">Loading your plan…</span>
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : summary.isError ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">We couldn't load your plan right now.</p>
      ) : (
        <>
          <PlanStatus summary={summary.data} className="mt-2" />
          {summary.data.hasAccess ? null : (
            <Link to="/subscription" className={cx(buttonBase, buttonStyles.primary, 'mt-4 px-4 py-2 text-sm')}>
              Upgrade to Premium
            </Link>
          )}
        </>
      )}
    </Card>
  );
}

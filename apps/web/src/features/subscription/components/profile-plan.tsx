import { PLAN_DETAILS, SUBSCRIPTION_MESSAGES, type Subscription, type SubscriptionSummary } from '@cadence/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonBase, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/class-names';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { type PlanChange, useChangePlan } from '../api/change-plan';
import { useSubscription } from '../api/get-subscription';
import { formatPlanDate, PlanStatus } from './plan-status';

/**
 * The profile's plan (issue 12; issue 18 §12; docs/product/subscription.md "Profile"): the plan and the
 * end of its period, and managing it: switch monthly ↔ yearly, cancel at the period's end (asked
 * first), resume before that end. A demonstration: nothing is paid.
 */
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
        <Alert tone="error" className="mt-3" action={<RetryButton onRetry={() => void summary.refetch()} />}>
          We couldn't load your plan right now.
        </Alert>
      ) : (
        <PlanDetails summary={summary.data} />
      )}
    </Card>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="secondary" className="px-3 py-1.5" onClick={onRetry}>
      Try again
    </Button>
  );
}

type Asking = 'switch' | 'cancel' | null;

function PlanDetails({ summary }: { summary: SubscriptionSummary }) {
  const change = useChangePlan();
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState<string | null>(null);
  const current = summary.current;

  const run = (next: PlanChange) => {
    setAsking(null);
    setDone(null);
    change.mutate(next, { onSuccess: (saved) => setDone(changedText(next, saved.current)) });
  };

  return (
    <>
      <PlanStatus summary={summary} className="mt-2" />
      {done ? (
        <Alert tone="success" className="mt-3">
          {done}
        </Alert>
      ) : null}
      {change.isError ? (
        <Alert tone="error" className="mt-3">
          {changeErrorText(change.error)}
        </Alert>
      ) : null}
      {current ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" disabled={change.isPending} onClick={() => setAsking('switch')}>
            Switch to {PLAN_DETAILS[otherPlan(current)].name}
          </Button>
          {current.renews ? (
            <Button variant="secondary" disabled={change.isPending} onClick={() => setAsking('cancel')}>
              Cancel plan
            </Button>
          ) : (
            <Button loading={change.isPending && change.variables.action === 'resume'} loadingLabel="Resuming..." disabled={change.isPending} onClick={() => run({ action: 'resume' })}>
              Resume plan
            </Button>
          )}
        </div>
      ) : summary.hasAccess ? null : (
        <Link to="/subscription" className={cx(buttonBase, buttonStyles.primary, 'mt-4 px-4 py-2 text-sm')}>
          Upgrade to Premium
        </Link>
      )}
      {current && asking === 'cancel' ? (
        <ConfirmDialog title="Cancel your plan?" keepLabel="Keep my plan" confirmLabel="Cancel plan" danger onKeep={() => setAsking(null)} onConfirm={() => run({ action: 'cancel' })}>
          <p>Cancel your plan? You keep Premium until {formatPlanDate(current.periodEndsAt)}; it will not renew.</p>
        </ConfirmDialog>
      ) : null}
      {current && asking === 'switch' ? <SwitchDialog current={current} onKeep={() => setAsking(null)} onConfirm={() => run({ action: 'switch', plan: otherPlan(current) })} /> : null}
    </>
  );
}

function SwitchDialog({ current, onKeep, onConfirm }: { current: Subscription; onKeep: () => void; onConfirm: () => void }) {
  const from = PLAN_DETAILS[current.plan];
  const to = PLAN_DETAILS[otherPlan(current)];
  return (
    <ConfirmDialog title={`Switch to the ${to.name} plan?`} keepLabel="Keep my plan" confirmLabel={`Switch to ${to.name}`} onKeep={onKeep} onConfirm={onConfirm}>
      {/* docs/product/subscription.md "Renewal and cancelling": the switch is at once, access never lapses. */}
      <p>
        Your {from.name} plan ends now and the {to.name} plan ({to.price} per {to.period}) starts at once, so Premium continues without a break. This is a
        demonstration: nothing is charged.
      </p>
    </ConfirmDialog>
  );
}

function otherPlan(current: Subscription) {
  return current.plan === 'monthly' ? 'yearly' : 'monthly';
}

/** What the card says after a change (docs/product/subscription.md "Profile"). */
function changedText(change: PlanChange, current: Subscription | null): string {
  if (!current) return 'Your plan has changed.';
  const end = formatPlanDate(current.periodEndsAt);
  if (change.action === 'switch') return `You are now on the ${PLAN_DETAILS[current.plan].name} plan. It renews on ${end}.`;
  if (change.action === 'cancel') return `Your plan is cancelled. You keep Premium until ${end}.`;
  return `Your plan is active again. It renews on ${end}.`;
}

function changeErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return SUBSCRIPTION_MESSAGES.changeFailed;
}

import { SUBSCRIPTION_MESSAGES, type SubscriptionPlan, type SubscriptionSummary } from '@cadence/shared';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { BackButton } from '../../../components/ui/back-button';
import { Button, buttonBase, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/class-names';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActivateSubscription } from '../api/activate-subscription';
import { useSubscription } from '../api/get-subscription';
import { PlanCard } from './plan-card';
import { PlanStatus } from './plan-status';
import { activationErrorMessage } from './subscription-messages';

// docs/product/subscription.md "Page": the premium product's title (the shell's tests and links know the page as 'Premium').
const TITLE = 'Premium';

/**
 * /subscription (docs/product/subscription.md "Page"): the two
 * demo plans, a processing state, the success panel, or the already-premium panel. The server
 * activates the plan (docs/architecture.md "Server-owned state"); this page only asks.
 */
export function SubscriptionPage() {
  useDocumentTitle(TITLE);
  const summary = useSubscription();
  const activate = useActivateSubscription();
  const [activated, setActivated] = useState<SubscriptionPlan | null>(null);

  const choose = (plan: SubscriptionPlan) => {
    activate.mutate({ plan }, { onSuccess: () => setActivated(plan) });
  };

  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex items-center gap-3">
        <BackButton />
        <PageHeading>{TITLE}</PageHeading>
      </div>
      {activated ? (
        <SuccessPanel plan={activated} summary={activate.data ?? null} />
      ) : summary.isPending ? (
        <PlansSkeleton />
      ) : summary.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void summary.refetch()}>Try again</Button>}>
          We couldn't load your subscription.
        </Alert>
      ) : summary.data.hasAccess ? (
        <AlreadyPremiumPanel summary={summary.data} />
      ) : (
        <div className="space-y-8">
          <div className="max-w-2xl space-y-2">
            <p className="text-lg text-slate-700 dark:text-slate-200">
              Unlock the AI assistant, personalized insights, and goal, habit and journal coaching.
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">This is a demonstration: choosing a plan activates it at once and no payment is taken.</p>
          </div>
          {activate.isError ? <Alert tone="error">{activationErrorMessage(activate.error)}</Alert> : null}
          <div className="grid gap-6 pt-2 md:grid-cols-2">
            {(['monthly', 'yearly'] as const).map((plan) => (
              <PlanCard key={plan} plan={plan} busy={activate.isPending && activate.variables.plan === plan} disabled={activate.isPending} onChoose={choose} />
            ))}
          </div>
        </div>
      )}
    </main>
  );
}

function PlansSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2" role="status">
      <span className="sr-only">Loading plans…</span>
      <Skeleton className="h-96 rounded-2xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** docs/product/subscription.md "Activation": the plan's activation text, 'You now have full access…' and 'Return to Dashboard'. */
function SuccessPanel({ plan, summary }: { plan: SubscriptionPlan; summary: SubscriptionSummary | null }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card className="mx-auto max-w-xl text-center" role="status">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-600 dark:text-emerald-400" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold text-slate-900 outline-none dark:text-white">
        {plan === 'yearly' ? SUBSCRIPTION_MESSAGES.yearlyActivated : SUBSCRIPTION_MESSAGES.monthlyActivated}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-200">{SUBSCRIPTION_MESSAGES.fullAccess}</p>
      {summary ? <PlanStatus summary={summary} className="mt-2" /> : null}
      <Link to="/" className={cx(buttonBase, buttonStyles.primary, 'mt-6 px-6 py-3 text-base')}>
        Return to Dashboard
      </Link>
    </Card>
  );
}

/** docs/product/subscription.md "Page": 'You already have Premium access!'. */
function AlreadyPremiumPanel({ summary }: { summary: SubscriptionSummary }) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <Sparkles aria-hidden="true" className="mx-auto h-12 w-12 text-indigo-600 dark:text-indigo-300" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{SUBSCRIPTION_MESSAGES.alreadyPremium}</h2>
      <PlanStatus summary={summary} className="mt-2" />
      <Link to="/" className={cx(buttonBase, buttonStyles.primary, 'mt-6 px-6 py-3 text-base')}>
        Return to Dashboard
      </Link>
    </Card>
  );
}

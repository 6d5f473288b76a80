import { PLAN_DETAILS, type SubscriptionPlan } from '@cadence/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';

// docs/product/subscription.md "Plans": what each plan lists.
const FEATURES: Record<SubscriptionPlan, readonly string[]> = {
  monthly: ['AI chat assistant', 'Personalized insights on your dashboard', 'Goal and habit recommendations', 'Journal coaching and sentiment analysis'],
  yearly: ['Everything in Monthly', 'Priority support', 'Advanced analytics', 'One payment a year'],
};

interface PlanCardProps {
  plan: SubscriptionPlan;
  busy: boolean;
  disabled: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

export function PlanCard({ plan, busy, disabled, onChoose }: PlanCardProps) {
  const details = PLAN_DETAILS[plan];
  const headingId = useId();
  const yearly = plan === 'yearly';
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        yearly ? 'border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {yearly ? (
        <p className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">BEST VALUE</p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {details.name}
        </h2>
        {yearly ? <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200">Save 25%</span> : null}
      </div>
      <p className="mt-4 text-slate-900 dark:text-white">
        <span className="text-4xl font-bold tracking-tight">{details.price}</span>
        <span className="text-slate-600 dark:text-slate-300"> / {details.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {FEATURES[plan].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-300" />
            {feature}
          </li>
        ))}
      </ul>
      <Button className="mt-6 w-full" variant={yearly ? 'primary' : 'secondary'} size="lg" loading={busy} loadingLabel="Processing..." disabled={disabled} onClick={() => onChoose(plan)}>
        {`Choose ${details.name}`}
      </Button>
    </section>
  );
}

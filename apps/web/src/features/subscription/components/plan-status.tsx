import { PLAN_DETAILS, type SubscriptionSummary } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The plan and its end date in words (docs/product/subscription.md "Profile"). */
export function planStatusText(summary: SubscriptionSummary): string {
  if (summary.current) {
    const plan = PLAN_DETAILS[summary.current.plan];
    return `${plan.name} plan (${plan.price} per ${plan.period}), active until ${DATE.format(new Date(summary.current.expiresAt))}.`;
  }
  if (summary.source === 'flag') return 'AI access is included with your account.';
  return 'Free plan: AI features are not included.';
}

export function PlanStatus({ summary, className }: { summary: SubscriptionSummary; className?: string }) {
  return <p className={cx('text-sm text-slate-600 dark:text-slate-300', className)}>{planStatusText(summary)}</p>;
}

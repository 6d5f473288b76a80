import { builtOnce, PLAN_DETAILS, type SubscriptionSummary } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';

const DATE = builtOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }));

/** A plan's date in words, 'November 22, 2027'. */
export function formatPlanDate(iso: string): string {
  return DATE().format(new Date(iso));
}

/**
 * The plan and the end of its period in words (docs/product/subscription.md "Profile"): the day it
 * renews, or once cancelled the day Premium ends.
 */
export function planStatusText(summary: SubscriptionSummary): string {
  if (summary.current) {
    const plan = PLAN_DETAILS[summary.current.plan];
    const end = formatPlanDate(summary.current.periodEndsAt);
    const when = summary.current.renews ? `renews on ${end}` : `cancelled: Premium until ${end}`;
    return `${plan.name} plan (${plan.price} per ${plan.period}), ${when}.`;
  }
  if (summary.source === 'flag') return 'AI access is included with your account.';
  return 'Free plan: AI features are not included.';
}

export function PlanStatus({ summary, className }: { summary: SubscriptionSummary; className?: string }) {
  return <p className={cx('text-sm text-slate-600 dark:text-slate-300', className)}>{planStatusText(summary)}</p>;
}

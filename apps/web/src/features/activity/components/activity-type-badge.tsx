import { ACTIVITY_TYPE_LABELS, activityTypeStyle, type ActivityType } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';

export function ActivityTypeBadge({ type, className }: { type: ActivityType; className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold', activityTypeStyle(type).badge, className)}>
      <span aria-hidden="true" className={cx('h-2 w-2 rounded-full', activityTypeStyle(type).mark)} />
      {ACTIVITY_TYPE_LABELS[type]}
    </span>
  );
}

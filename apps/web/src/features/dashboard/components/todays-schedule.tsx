import { ACTIVITY_TYPE_LABELS, DASHBOARD_TEXTS, activityTypeStyle, formatDuration, type ScheduleItem } from '@cadence/shared';
import { CalendarClock } from 'lucide-react';
import { ButtonLink, DashboardCard } from './dashboard-card';
import { formatClockTime } from './dashboard-formats';

/** "Today's Schedule" (docs/product/dashboard.md "Today's Schedule"). */
export function TodaysSchedule({ schedule }: { schedule: ScheduleItem[] }) {
  return (
    <DashboardCard id="todays-schedule" title={DASHBOARD_TEXTS.todaysSchedule} icon={<CalendarClock aria-hidden="true" className="h-5 w-5 text-blue-600 dark:text-blue-300" />}>
      {schedule.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-5 text-center dark:border-slate-700">
          <p className="font-medium text-slate-900 dark:text-white">No activities tracked today</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">Time what you work on and it shows here.</p>
          <ButtonLink to="/activity">{DASHBOARD_TEXTS.trackActivity}</ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {schedule.map((item) => {
            const style = activityTypeStyle(item.type);
            return (
              <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span aria-hidden="true" className={`w-1.5 shrink-0 self-stretch rounded-full ${style.mark}`} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 break-words font-medium text-slate-900 dark:text-white" title={item.title}>
                    {item.title}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <time dateTime={item.startedAt}>{formatClockTime(item.startedAt)}</time>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {/* docs/product/activity.md "Durations": the one format of every screen ('0h 45m', '14s') */}
                    {formatDuration(item.durationSeconds)}
                  </p>
                </div>
                <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.badge}`}>{ACTIVITY_TYPE_LABELS[item.type]}</span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

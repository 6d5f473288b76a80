import { DASHBOARD_TEXTS, durationInWords, formatDuration, isProductiveType, productiveSecondsAt, type Dashboard } from '@cadence/shared';
import { CheckCircle2, Clock, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx, focusRing } from '../../../components/ui/class-names';
import { useTickingNow } from './use-ticking-now';

function StatCard({ id, label, value, valueLabel, icon, detail, to, linkLabel }: { id: string; label: string; value: string; valueLabel?: string; icon: ReactNode; detail: ReactNode; to: string; linkLabel: string }) {
  return (
    <Card role="group" aria-labelledby={id} className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-sm font-semibold text-slate-600 dark:text-slate-300">
          {label}
        </h2>
        {icon}
      </div>
      <p className="text-3xl font-bold tabular-nums tracking-tight text-slate-900 dark:text-white">
        {valueLabel ? (
          <>
            <span aria-hidden="true">{value}</span>
            <span className="sr-only">{valueLabel}</span>
          </>
        ) : (
          value
        )}
      </p>
      <div className="text-sm text-slate-600 dark:text-slate-300">{detail}</div>
      <Link to={to} className={cx('mt-auto self-start rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing)}>
        {linkLabel}
      </Link>
    </Card>
  );
}

/** The three stat cards (docs/product/dashboard.md "Stat cards"). */
export function StatCards({ dashboard, receivedAt }: { dashboard: Dashboard; receivedAt: number }) {
  const { session } = dashboard;
  const ticking = session !== null && session.resumedAt !== null && session.countsToday && isProductiveType(session.type);
  const now = useTickingNow(dashboard.serverNow, receivedAt, ticking);
  const productive = productiveSecondsAt(dashboard.productiveSeconds, session, now);
  const { done, total } = dashboard.habitsToday;
  const share = total === 0 ? 0 : Math.round((100 * done) / total);

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        id="stat-productive-time"
        label={DASHBOARD_TEXTS.productiveTime}
        // docs/product/dashboard.md "Productive Time": the one duration format, so 14 seconds never reads '0m' (issue 18 item 5).
        value={formatDuration(productive)}
        valueLabel={durationInWords(productive)}
        icon={<Clock aria-hidden="true" className="h-5 w-5 text-blue-600 dark:text-blue-300" />}
        detail={ticking ? 'Work and learning today, with the running timer' : 'Work and learning today'}
        to="/activity"
        linkLabel="Open Activity"
      />
      <StatCard
        id="stat-active-goals"
        label={DASHBOARD_TEXTS.activeGoals}
        value={String(dashboard.activeGoals)}
        icon={<Target aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />}
        detail={dashboard.activeGoals === 1 ? 'Goal in progress' : 'Goals in progress'}
        to="/goals"
        linkLabel="Open Goals"
      />
      <StatCard
        id="stat-habits-today"
        label={DASHBOARD_TEXTS.habitsToday}
        value={`${done}/${total}`}
        valueLabel={`${done} of ${total} done`}
        icon={<CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-600 dark:text-green-300" />}
        detail={
          <div className="space-y-2">
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full rounded-full bg-green-600 dark:bg-green-400" style={{ width: `${share}%` }} />
            </div>
            <p>{total === 0 ? 'No habits due today' : 'Due today, by their frequency'}</p>
          </div>
        }
        to="/habits"
        linkLabel="Open Habits"
      />
    </div>
  );
}

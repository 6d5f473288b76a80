import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx, focusRing } from '../../../components/ui/class-names';

/** A titled card of the dashboard; its heading names the region for assistive technology. */
export function DashboardCard({ id, title, icon, action, children, className }: { id: string; title: string; icon?: ReactNode; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card aria-labelledby={id} role="region" className={cx('space-y-4 p-5 sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

export const textLinkClass = cx('font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing, 'rounded');

/** A link that reads as a button (the empty states' calls to action). */
export function ButtonLink({ to, children, variant = 'primary' }: { to: string; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  return (
    <Link
      to={to}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors',
        focusRing,
        variant === 'primary'
          ? 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700'
          : 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
      )}
    >
      {children}
    </Link>
  );
}

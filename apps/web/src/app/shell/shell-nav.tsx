import { Link, useLocation } from 'react-router';
import { cx, focusRing } from '../../components/ui/class-names';
import { SHELL_TABS, activeTabFor } from './shell-tabs';

/** The shell's tabs; used by the desktop sidebar and the mobile drawer. */
export function ShellNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = activeTabFor(pathname);
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {SHELL_TABS.map((tab) => {
          const isActive = tab === active;
          const Icon = tab.icon;
          return (
            <li key={tab.path}>
              <Link
                to={tab.path}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                className={cx(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                  focusRing,
                  isActive
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                <Icon aria-hidden="true" className={cx('h-5 w-5', isActive ? 'text-indigo-600 dark:text-indigo-300' : 'text-slate-500 dark:text-slate-400')} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

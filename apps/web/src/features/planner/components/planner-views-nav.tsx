import { NavLink } from 'react-router';
import { cx, focusRing } from '../../../components/ui/class-names';

const VIEWS = [
  { label: 'Board', to: '/todos' },
  { label: 'Today', to: '/todos/today' },
  { label: 'Upcoming', to: '/todos/upcoming' },
] as const;

/**
 * docs/product/planner.md "Where": the To Do List's three views, beside each one's heading; the board
 * is the first and the default.
 */
export function PlannerViewsNav() {
  return (
    <nav aria-label="To Do List views">
      <ul className="inline-flex rounded-xl border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900">
        {VIEWS.map((view) => (
          <li key={view.to}>
            <NavLink
              to={view.to}
              end
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-8 items-center rounded-lg px-3 text-sm font-medium',
                  focusRing,
                  isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )
              }
            >
              {view.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

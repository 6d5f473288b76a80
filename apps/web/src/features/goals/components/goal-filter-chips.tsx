import { goalFilterLabel, type GoalFilter } from '@cadence/shared';
import { cx, focusRing } from '../../../components/ui/class-names';

/** All, Active, Completed, then one chip per category present (docs/product/goals.md "Filters"). */
export function GoalFilterChips({ chips, selected, onSelect }: { chips: GoalFilter[]; selected: GoalFilter; onSelect: (filter: GoalFilter) => void }) {
  return (
    <div role="group" aria-label="Filter goals" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip === selected;
        return (
          <button
            key={chip}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(chip)}
            className={cx(
              'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
              pressed
                ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-600'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              focusRing,
            )}
          >
            {goalFilterLabel(chip)}
          </button>
        );
      })}
    </div>
  );
}

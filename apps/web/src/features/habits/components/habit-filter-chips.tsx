import { HABIT_CATEGORY_LABELS, type HabitCategory } from '@cadence/shared';
import { cx, focusRing } from '../../../components/ui/class-names';

export type HabitFilter = HabitCategory | 'all';

/** 'Category filter chips' (docs/product/habits.md "Card"): All, then one per category the user's habits have. */
export function HabitFilterChips({ categories, value, onChange }: { categories: readonly HabitCategory[]; value: HabitFilter; onChange: (filter: HabitFilter) => void }) {
  const chips: ReadonlyArray<[HabitFilter, string]> = [['all', 'All'], ...categories.map((category): [HabitFilter, string] => [category, HABIT_CATEGORY_LABELS[category]])];
  return (
    <div role="group" aria-label="Filter habits by category" className="flex flex-wrap gap-2">
      {chips.map(([filter, label]) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cx(
              'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
              pressed
                ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-600'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
              focusRing,
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

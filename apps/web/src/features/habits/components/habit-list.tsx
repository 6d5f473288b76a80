import { HABIT_CATEGORIES, type Habit } from '@cadence/shared';
import { useId } from 'react';
import { HabitCard, type HabitCardHandlers } from './habit-card';
import { HabitFilterChips, type HabitFilter } from './habit-filter-chips';

interface HabitListProps extends HabitCardHandlers {
  habits: readonly Habit[];
  today: string;
  filter: HabitFilter;
  onFilterChange: (filter: HabitFilter) => void;
  expandedId: string | null;
  /** The habit a reminder's link points at, highlighted for a moment. */
  highlightedId?: string | null;
}

/** The chips and the cards; a filter whose category has no habit left shows them all. */
export function HabitList({ habits, today, filter, onFilterChange, expandedId, highlightedId = null, ...handlers }: HabitListProps) {
  const headingId = useId();
  const present = HABIT_CATEGORIES.filter((category) => habits.some((habit) => habit.category === category));
  const active: HabitFilter = filter !== 'all' && !present.includes(filter) ? 'all' : filter;
  const shown = active === 'all' ? habits : habits.filter((habit) => habit.category === active);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        Your habits
      </h2>
      <HabitFilterChips categories={present} value={active} onChange={onFilterChange} />
      <ul className="grid items-start gap-4 md:grid-cols-2">
        {shown.map((habit) => (
          <HabitCard key={habit.id} habit={habit} today={today} expanded={habit.id === expandedId} highlighted={habit.id === highlightedId} {...handlers} />
        ))}
      </ul>
    </section>
  );
}

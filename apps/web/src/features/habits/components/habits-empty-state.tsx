import { Plus, Repeat } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/** docs/product/habits.md "Card": 'No habits found', and a way to start. */
export function HabitsEmptyState({ onCreate }: { onCreate: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Repeat aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 id={headingId} className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        No habits found
      </h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-300">You haven&apos;t created any habits yet. Start with one small thing you want to do every day, week or month.</p>
      <Button className="mt-5" icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={onCreate}>
        Create Your First Habit
      </Button>
    </section>
  );
}

import { HABIT_COLOR_SWATCHES } from '@cadence/shared';
import { Check } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';

interface HabitColorFieldProps {
  value: string;
  onChange: (color: string) => void;
}

/**
 * docs/product/habits.md "Colour": a few swatches, each carrying a white check at 4.5:1 or more, as a
 * radio group (arrow keys move between them). A colour set through the API that is not one of them
 * is offered too, as 'Current colour'.
 */
export function HabitColorField({ value, onChange }: HabitColorFieldProps) {
  const current = value.toUpperCase();
  const swatches: ReadonlyArray<{ value: string; name: string }> = HABIT_COLOR_SWATCHES.some((swatch) => swatch.value === current)
    ? HABIT_COLOR_SWATCHES
    : [...HABIT_COLOR_SWATCHES, { value: current, name: 'Current colour' }];
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {swatches.map((swatch) => {
          const checked = swatch.value === current;
          return (
            <label key={swatch.value} className="relative cursor-pointer" title={swatch.name}>
              <input type="radio" name="color" value={swatch.value} checked={checked} onChange={() => onChange(swatch.value)} className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0" aria-label={swatch.name} />
              <span
                aria-hidden="true"
                style={{ backgroundColor: swatch.value }}
                className={cx(
                  'flex h-9 w-9 items-center justify-center rounded-full text-white ring-offset-2 ring-offset-white dark:ring-offset-slate-900',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 dark:peer-focus-visible:ring-indigo-400',
                  checked ? 'ring-2 ring-slate-900 dark:ring-white' : 'ring-1 ring-slate-300 dark:ring-slate-600',
                )}
              >
                {checked ? <Check className="h-5 w-5" strokeWidth={3} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

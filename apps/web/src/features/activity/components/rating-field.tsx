import { RATING_MAX, RATING_MIN } from '@cadence/shared';
import { useId } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import type { FieldBinding } from '../../../lib/use-zod-form';

/** One of energy, focus and satisfaction: a 1–10 slider that says its value (docs/product/activity.md "Ratings"). */
export function RatingField({ label, name, value, error, onChange, onBlur }: FieldBinding & { label: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
          {value}/{RATING_MAX}
        </output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-valuetext={`${value} out of ${RATING_MAX}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx('h-2 w-full cursor-pointer accent-indigo-600 dark:accent-indigo-400', focusRing)}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

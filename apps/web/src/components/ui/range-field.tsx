import { useId, type InputHTMLAttributes } from 'react';
import { cx } from './class-names';

/** The whole number a range input's text stands for, held within [min, max]; `fallback` when it reads as none. */
export function readRangeValue(text: string, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  const number = Number(text);
  if (text.trim() === '' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

interface RangeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange' | 'min' | 'max'> {
  label: string;
  value: number;
  min: number;
  max: number;
  onValueChange: (value: number) => void;
  /** What the value means in words, shown beside the label and read by screen readers ('7/10, Good'). */
  valueText: (value: number) => string;
  error?: string | undefined;
}

/**
 * A labelled slider over whole numbers (the mood scale). Arrow keys, Home, End and Page keys move it,
 * as every native range does; the value shows beside the label, with numbered stops under the track.
 */
export function RangeField({ label, value, min, max, onValueChange, valueText, error, className, ...rest }: RangeFieldProps) {
  const id = useId();
  const stops = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <div className={cx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <span aria-hidden="true" className="text-sm font-semibold text-slate-900 dark:text-white">
          {valueText(value)}
        </span>
      </div>
      <input
        {...rest}
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={valueText(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(readRangeValue(event.target.value, { min, max, fallback: value }))}
        className="h-2 w-full cursor-pointer accent-indigo-600 dark:accent-indigo-400"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        {stops.map((stop) => (
          <span key={stop} className={cx('w-4 text-center', stop === value && 'font-bold text-slate-900 dark:text-white')}>
            {stop}
          </span>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

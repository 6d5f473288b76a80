import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx, focusRing } from './class-names';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const inputStyles = cx(
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 shadow-sm transition-colors',
  'read-only:bg-slate-100 read-only:text-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:read-only:bg-slate-800 dark:read-only:text-slate-300',
  focusRing,
  'focus-visible:ring-offset-0',
);

/** A labelled input whose error and hint are tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputStyles, error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700')}
        {...rest}
      />
      {hint ? (
        <div id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

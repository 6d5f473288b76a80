import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Border colour: red while there is an error. */
  borderClass: string;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}

/** Label above, hint and error below, all tied to the control with aria-describedby. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        borderClass: error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700',
      })}
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

import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { inputStyles } from './text-field';

/** A select always matches :read-only, so the text inputs' read-only look is left out. */
const selectStyles = inputStyles
  .split(' ')
  .filter((name) => !name.includes('read-only:'))
  .join(' ');

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled native select whose error is tied to it with aria-describedby. */
export function SelectField({ label, error, className, children, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(selectStyles, error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700')}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

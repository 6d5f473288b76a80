import { useId, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { inputStyles } from './text-field';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input whose error is tied to it with aria-describedby. */
export function TextareaField({ label, error, className, rows = 3, ...rest }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(inputStyles, 'resize-y', error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700')}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

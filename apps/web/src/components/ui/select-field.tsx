import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldFrame } from './field-frame';
import { inputStyles } from './text-field';

/**
 * A select always matches :read-only, so the text inputs' read-only look is left out; a disabled one
 * (e.g. the task form's Reminder before a due time is set) takes that look instead.
 */
const selectStyles = [
  ...inputStyles.split(' ').filter((name) => !name.includes('read-only:')),
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-300',
].join(' ');

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled native select whose error and hint are tied to it with aria-describedby. */
export function SelectField({ label, error, hint, className, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ borderClass, ...control }) => (
        <select {...control} className={cx(selectStyles, borderClass)} {...rest}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

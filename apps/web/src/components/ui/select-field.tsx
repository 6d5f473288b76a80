import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldFrame } from './field-frame';
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
  return (
    <FieldFrame label={label} error={error} className={className}>
      {({ borderClass, ...control }) => (
        <select {...control} className={cx(selectStyles, borderClass)} {...rest}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

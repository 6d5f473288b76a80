import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx, focusRing } from './class-names';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ borderClass, ...control }) => <input {...control} className={cx(inputStyles, borderClass)} {...rest} />}
    </FieldFrame>
  );
}

import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldFrame } from './field-frame';
import { inputStyles } from './text-field';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input whose error and hint are tied to it with aria-describedby. */
export function TextareaField({ label, error, hint, className, rows = 3, ...rest }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ borderClass, ...control }) => <textarea {...control} rows={rows} className={cx(inputStyles, 'resize-y', borderClass)} {...rest} />}
    </FieldFrame>
  );
}

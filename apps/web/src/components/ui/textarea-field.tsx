import type { TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldFrame } from './field-frame';
import { inputStyles } from './text-field';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input whose error is tied to it with aria-describedby. */
export function TextareaField({ label, error, className, rows = 3, ...rest }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {({ borderClass, ...control }) => <textarea {...control} rows={rows} className={cx(inputStyles, 'resize-y', borderClass)} {...rest} />}
    </FieldFrame>
  );
}

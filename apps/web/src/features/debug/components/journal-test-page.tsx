import { useId, useState } from 'react';
import { inputStyles } from '../../../components/ui/text-field';
import { cx } from '../../../components/ui/class-names';
import { PageHeading } from '../../../components/ui/page-heading';

/** docs/product/shell.md "Debug pages", journal test: a minimal journal text box. */
export function JournalTestPage() {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="max-w-2xl space-y-4">
      <PageHeading>Journal Test</PageHeading>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Journal entry
        </label>
        <textarea id={id} rows={8} value={text} onChange={(e) => setText(e.target.value)} className={cx(inputStyles, 'border-slate-300 dark:border-slate-700')} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {text.length} characters
      </p>
    </div>
  );
}

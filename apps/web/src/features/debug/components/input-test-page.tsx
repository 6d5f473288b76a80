import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { PageHeading } from '../../../components/ui/page-heading';
import { inputStyles } from '../../../components/ui/text-field';

const DEBOUNCE_MS = 300; // docs/product/shell.md "Debug pages": 300 ms on the input test page

/** docs/product/shell.md "Debug pages", input test: three ways of focusing an input; changes debounced 300 ms. */
export function InputTestPage() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const [lastFocus, setLastFocus] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const focusWith = (method: string, focus: () => void) => {
    focus();
    setLastFocus(method);
  };

  return (
    <div className="max-w-2xl space-y-5">
      <PageHeading>Input Test</PageHeading>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Test input
        </label>
        <input id={id} ref={input} value={value} onChange={(e) => setValue(e.target.value)} className={cx(inputStyles, 'border-slate-300 dark:border-slate-700')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => focusWith('ref', () => input.current?.focus())}>
          Focus with ref
        </Button>
        <Button variant="secondary" onClick={() => focusWith('element id', () => document.getElementById(id)?.focus())}>
          Focus by element id
        </Button>
        <Button variant="secondary" onClick={() => focusWith('timeout', () => window.setTimeout(() => input.current?.focus(), 0))}>
          Focus after a timeout
        </Button>
      </div>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="inline font-medium">Debounced value: </dt>
          <dd className="inline font-mono">{debounced || '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Last focus method: </dt>
          <dd className="inline">{lastFocus ?? '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

import { EXPORT_TEXTS as TEXTS } from '@cadence/shared';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatSize, type useDataExport } from '../api/export-data';

/** 'Export your data' in 'Your data' (docs/product/data.md "Export"), with how much has arrived so far. */
export function ExportSection({ exporting }: { exporting: ReturnType<typeof useDataExport> }) {
  const headingId = useId();
  const { state, start, cancel } = exporting;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <Download aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
        {TEXTS.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{TEXTS.intro}</p>
      {state.kind === 'failed' ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(state.error, TEXTS.failed)}
        </Alert>
      ) : null}
      {state.kind === 'done' ? (
        <Alert tone="success" className="mt-3">
          {TEXTS.done}
        </Alert>
      ) : null}
      {state.kind === 'running' ? (
        <div className="mt-3 space-y-2">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {state.bytes === 0 ? TEXTS.preparing : TEXTS.progress(formatSize(state.bytes))}
          </p>
          {/* How long is not known until the end: the bar moves to say it is still working. */}
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo-600 dark:bg-indigo-400" />
          </div>
          <Button variant="secondary" onClick={cancel}>
            {TEXTS.cancel}
          </Button>
        </div>
      ) : (
        <Button className="mt-3" icon={<Download aria-hidden="true" className="h-4 w-4" />} onClick={() => void start()}>
          {TEXTS.button}
        </Button>
      )}
    </section>
  );
}

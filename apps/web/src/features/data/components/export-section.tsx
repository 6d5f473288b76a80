import { EXPORT_TEXTS as TEXTS } from '@cadence/shared';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatSize, type useDataExport } from '../api/export-data';
import { DataSubsection } from './data-subsection';

/** 'Export your data' in 'Your data' (docs/product/data.md "Export"), with how much has arrived so far. */
export function ExportSection({ exporting }: { exporting: ReturnType<typeof useDataExport> }) {
  const { state, start, cancel } = exporting;
  return (
    <DataSubsection icon={Download} title={TEXTS.title} intro={TEXTS.intro}>
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
    </DataSubsection>
  );
}

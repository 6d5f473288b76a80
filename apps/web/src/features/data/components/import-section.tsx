import { IMPORT_TEXTS as TEXTS, importSentence, type ImportPreview } from '@cadence/shared';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatSize } from '../api/export-data';
import { useImportCancel, useImportCommit, useImportPreview } from '../api/import-data';
import { DataSubsection } from './data-subsection';

/** How many refused rows the preview lists before "…and N more". */
const REFUSED_LISTED = 10;

/**
 * 'Import data' in 'Your data' (docs/product/data.md "Import"): choose a file, read what it will add
 * and what it leaves out, then import or cancel. Nothing is added before 'Import'.
 */
export function ImportSection() {
  const input = useRef<HTMLInputElement>(null);
  const reading = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null);
  const read = useImportPreview();
  const commit = useImportCommit();
  const cancel = useImportCancel();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setDone(null);
    setPreview(null);
    commit.reset();
    const controller = new AbortController();
    reading.current = controller;
    setSent(null);
    try {
      setPreview(await read.mutateAsync({ file, signal: controller.signal, onProgress: (bytes, total) => setSent({ sent: bytes, total }) }));
    } catch {
      // Shown from read.error; an abort is the person's own Cancel.
    } finally {
      reading.current = null;
    }
  };

  const confirm = async (id: string) => {
    try {
      const result = await commit.mutateAsync(id);
      setPreview(null);
      setDone(importSentence(result.added, 'added') ?? TEXTS.nothingNew);
    } catch {
      // Shown from commit.error.
    }
  };

  const drop = () => {
    if (preview) cancel.mutate(preview.id);
    setPreview(null);
    commit.reset();
  };

  const readError = read.isError && !(read.error instanceof DOMException) ? read.error : null;
  const commitError = commit.error instanceof ApiError && commit.error.status === 404 ? TEXTS.expired : commit.isError ? errorMessage(commit.error, TEXTS.failed) : null;

  return (
    <DataSubsection icon={Upload} title={TEXTS.title} intro={TEXTS.intro}>
      <input
        ref={input}
        type="file"
        className="hidden"
        accept=".zip,.json,.csv,application/zip,application/json,text/csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void choose(file);
        }}
      />
      {readError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(readError, TEXTS.failed)}
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success" className="mt-3">
          {done}
        </Alert>
      ) : null}
      {read.isPending ? (
        <div className="mt-3 space-y-2">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {sent && sent.sent < sent.total ? TEXTS.uploading(formatSize(sent.sent), formatSize(sent.total)) : TEXTS.reading}
          </p>
          {/* How far the upload is; once it is all sent, the server reads it (a moving bar). */}
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            {sent && sent.sent < sent.total ? (
              <div className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${Math.round((sent.sent / Math.max(1, sent.total)) * 100)}%` }} />
            ) : (
              <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo-600 dark:bg-indigo-400" />
            )}
          </div>
          <Button variant="secondary" onClick={() => reading.current?.abort()}>
            {TEXTS.cancel}
          </Button>
        </div>
      ) : preview ? (
        <ImportPreviewPanel preview={preview} committing={commit.isPending} error={commitError} onConfirm={() => void confirm(preview.id)} onCancel={drop} />
      ) : (
        <Button className="mt-3" variant="secondary" icon={<Upload aria-hidden="true" className="h-4 w-4" />} onClick={() => input.current?.click()}>
          {TEXTS.chooseFile}
        </Button>
      )}
    </DataSubsection>
  );
}

function ImportPreviewPanel({
  preview,
  committing,
  error,
  onConfirm,
  onCancel,
}: {
  preview: ImportPreview;
  committing: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const sentence = importSentence(preview.toAdd, 'will be added');
  const listed = preview.refused.slice(0, REFUSED_LISTED);
  return (
    <div className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" role="region" aria-label={TEXTS.previewTitle}>
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{TEXTS.previewTitle}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {preview.formatName}: <span className="break-all">{preview.fileName}</span>
      </p>
      <p className="text-sm text-slate-800 dark:text-slate-100">{sentence ?? TEXTS.nothingNew}</p>
      {sentence && preview.alreadyThere > 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">{TEXTS.alreadyThere(preview.alreadyThere)}</p> : null}
      {preview.refusedCount > 0 ? (
        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{TEXTS.refusedTitle(preview.refusedCount)}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {listed.map((row, index) => (
              <li key={index} className="break-words">
                {row.where}: {row.rule}
              </li>
            ))}
          </ul>
          {preview.refusedCount > listed.length ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{TEXTS.moreRefused(preview.refusedCount - listed.length)}</p> : null}
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {sentence ? (
          <Button onClick={onConfirm} loading={committing} loadingLabel={TEXTS.importing}>
            {TEXTS.confirm}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel} disabled={committing}>
          {TEXTS.cancel}
        </Button>
      </div>
    </div>
  );
}

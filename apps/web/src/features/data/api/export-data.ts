import { useCallback, useRef, useState } from 'react';
import { apiResponse } from '../../../lib/api-client';

// docs/product/data.md "Export": the zip is read as it arrives, so the page can say how far it is.

export type ExportState = { kind: 'idle' } | { kind: 'running'; bytes: number } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** '3.4 MB', '812 KB': what has arrived so far. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file name the server gave (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'cadence-export.zip';
}

/** Hands the finished file to the browser as a download. */
function saveFile(parts: BlobPart[], fileName: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has the file by now; the browser lets the memory go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Starts, follows and cancels the export of the person's data. */
export function useDataExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', bytes: 0 });
    try {
      const response = await apiResponse('/api/data-export', { signal: controller.signal });
      const reader = response.body!.getReader();
      const parts: Uint8Array[] = [];
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        setState({ kind: 'running', bytes });
      }
      saveFile(parts as BlobPart[], fileNameOf(response));
      setState({ kind: 'done' });
    } catch (error) {
      setState(controller.signal.aborted ? { kind: 'idle' } : { kind: 'failed', error });
    } finally {
      running.current = null;
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}

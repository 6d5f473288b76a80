import type { ImportPreview, ImportResult } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '../../../lib/api-client';

// docs/product/data.md "Import": the file is uploaded once for its preview; the preview is confirmed or dropped.

/** POST /api/data-imports: the file uploaded (saying how much has gone), read and checked on the server; nothing added yet. */
export function useImportPreview() {
  return useMutation({
    mutationFn: ({ file, signal, onProgress }: { file: File; signal: AbortSignal; onProgress: (sent: number, total: number) => void }) =>
      apiUpload<ImportPreview>(`/api/data-imports?${new URLSearchParams({ name: file.name })}`, file, { signal, onProgress }),
  });
}

/** POST /api/data-imports/:id/commit: everything in the preview is added; every screen reads its data again. */
export function useImportCommit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ImportResult>(`/api/data-imports/${encodeURIComponent(id)}/commit`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE /api/data-imports/:id: the preview is dropped (one already gone is as good). */
export function useImportCancel() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/data-imports/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => null),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { itemNamed, keptOfChecklist, optimisticChecklistCallbacks, rereadBoard } from './checklist-cache';
import { todoWriteKey } from './todo-writes';

export interface DeleteChecklistItemInput {
  todoId: string;
  itemId: string;
}

/** DELETE /api/todos/:id/checklist/:itemId (docs/product/todos.md "Checklist"). */
export function deleteChecklistItem({ todoId, itemId, writeKey }: DeleteChecklistItemInput & WriteKeyed): Promise<void> {
  return apiRequest<void>(`/api/todos/${encodeURIComponent(todoId)}/checklist/${encodeURIComponent(itemId)}`, { method: 'DELETE', writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const deleteChecklistItemWrite: QueuedWrite<DeleteChecklistItemInput, void> = {
  mutationKey: todoWriteKey('checklist-delete'),
  mutationFn: deleteChecklistItem,
  describe: ({ todoId, itemId }, queryClient) => `Delete of ${itemNamed(queryClient, todoId, itemId)}`,
  kept: keptOfChecklist,
  afterReplay: rereadBoard,
};

export function useDeleteChecklistItem() {
  const queryClient = useQueryClient();
  return useQueuedWrite(
    deleteChecklistItemWrite,
    optimisticChecklistCallbacks<DeleteChecklistItemInput & WriteKeyed, void>(
      queryClient,
      (checklist, { itemId }) => checklist.filter((item) => item.id !== itemId),
      (checklist, _saved, { itemId }) => checklist.filter((item) => item.id !== itemId),
    ),
  );
}

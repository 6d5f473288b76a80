import type { ChecklistItem, UpdateChecklistItemRequest } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { itemNamed, keptOfChecklist, optimisticChecklistCallbacks, rereadBoard, withItem } from './checklist-cache';
import { todoWriteKey } from './todo-writes';

export type UpdateChecklistItemInput = UpdateChecklistItemRequest & { todoId: string; itemId: string };

/** PATCH /api/todos/:id/checklist/:itemId: a tick, an untick or a rename (docs/product/todos.md "Checklist"). */
export function updateChecklistItem({ todoId, itemId, writeKey, ...body }: UpdateChecklistItemInput & WriteKeyed): Promise<ChecklistItem> {
  return apiRequest<ChecklistItem>(`/api/todos/${encodeURIComponent(todoId)}/checklist/${encodeURIComponent(itemId)}`, { method: 'PATCH', body, writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const updateChecklistItemWrite: QueuedWrite<UpdateChecklistItemInput, ChecklistItem> = {
  mutationKey: todoWriteKey('checklist-update'),
  mutationFn: updateChecklistItem,
  describe: ({ todoId, itemId, title, done }, queryClient) =>
    `${title !== undefined ? 'Rename' : done ? 'Tick' : 'Untick'} of ${itemNamed(queryClient, todoId, itemId)}`,
  kept: keptOfChecklist,
  afterReplay: rereadBoard,
};

export function useUpdateChecklistItem() {
  const queryClient = useQueryClient();
  return useQueuedWrite(
    updateChecklistItemWrite,
    optimisticChecklistCallbacks<UpdateChecklistItemInput & WriteKeyed, ChecklistItem>(
      queryClient,
      (checklist, { itemId, title, done }) =>
        checklist.map((item) => (item.id === itemId ? { ...item, ...(title !== undefined && { title }), ...(done !== undefined && { done }) } : item)),
      (checklist, saved) => withItem(checklist, saved),
    ),
  );
}

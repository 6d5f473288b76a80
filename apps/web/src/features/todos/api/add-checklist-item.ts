import type { ChecklistItem, CreateChecklistItemRequest } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { itemNamed, keptOfChecklist, optimisticChecklistCallbacks, rereadBoard, withItem } from './checklist-cache';
import { todoWriteKey } from './todo-writes';

/** A new item carries the id the client chose, so a tick made offline names it before it is saved. */
export type AddChecklistItemInput = CreateChecklistItemRequest & { id: string; todoId: string };

/** POST /api/todos/:id/checklist: the new item, last in the list (docs/product/todos.md "Checklist"). */
export function addChecklistItem({ todoId, writeKey, ...body }: AddChecklistItemInput & WriteKeyed): Promise<ChecklistItem> {
  return apiRequest<ChecklistItem>(`/api/todos/${encodeURIComponent(todoId)}/checklist`, { method: 'POST', body, writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const addChecklistItemWrite: QueuedWrite<AddChecklistItemInput, ChecklistItem> = {
  mutationKey: todoWriteKey('checklist-add'),
  mutationFn: addChecklistItem,
  describe: ({ todoId, id, title }, queryClient) => `New ${itemNamed(queryClient, todoId, id, title)}`,
  kept: keptOfChecklist,
  afterReplay: rereadBoard,
};

export function useAddChecklistItem() {
  const queryClient = useQueryClient();
  return useQueuedWrite(
    addChecklistItemWrite,
    optimisticChecklistCallbacks<AddChecklistItemInput & WriteKeyed, ChecklistItem>(
      queryClient,
      (checklist, { id, title }) => [...checklist, { id, title, done: false, position: checklist.reduce((last, item) => Math.max(last, item.position + 1), 0) }],
      (checklist, saved) => withItem(checklist, saved),
    ),
  );
}

import { moveChecklistItem as moveInChecklist, type ChecklistItem, type MoveChecklistItemRequest } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { itemNamed, keptOfChecklist, optimisticChecklistCallbacks, rereadBoard } from './checklist-cache';
import { todoWriteKey } from './todo-writes';

export type MoveChecklistItemInput = MoveChecklistItemRequest & { todoId: string; itemId: string };

/** POST /api/todos/:id/checklist/:itemId/move: the checklist in its new order (docs/product/todos.md "Checklist"). */
export function moveChecklistItem({ todoId, itemId, writeKey, ...body }: MoveChecklistItemInput & WriteKeyed): Promise<ChecklistItem[]> {
  return apiRequest<ChecklistItem[]>(`/api/todos/${encodeURIComponent(todoId)}/checklist/${encodeURIComponent(itemId)}/move`, { method: 'POST', body, writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const moveChecklistItemWrite: QueuedWrite<MoveChecklistItemInput, ChecklistItem[]> = {
  mutationKey: todoWriteKey('checklist-move'),
  mutationFn: moveChecklistItem,
  describe: ({ todoId, itemId }, queryClient) => `Move of ${itemNamed(queryClient, todoId, itemId)}`,
  kept: keptOfChecklist,
  afterReplay: rereadBoard,
};

export function useMoveChecklistItem() {
  const queryClient = useQueryClient();
  return useQueuedWrite(
    moveChecklistItemWrite,
    optimisticChecklistCallbacks<MoveChecklistItemInput & WriteKeyed, ChecklistItem[]>(
      queryClient,
      // The same rule as the server's (shared moveChecklistItem), so the answer changes nothing on screen.
      (checklist, { itemId, position }) => moveInChecklist(checklist, itemId, position),
      (_checklist, saved) => saved,
    ),
  );
}

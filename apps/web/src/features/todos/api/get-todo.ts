import type { Todo } from '@cadence/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/todos/:id: one task, fresh (used to reload the edit form after a 409). */
export function getTodo(id: string, signal?: AbortSignal): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}`, { signal });
}

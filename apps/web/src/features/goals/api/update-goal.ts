import type { Goal, StaleGoalResponse, UpdateGoalRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { setGoalInList } from './goal-cache';

export interface UpdateGoalInput {
  id: string;
  body: UpdateGoalRequest;
}

/** The goal changed since the form opened (409); `goal` is the version the server holds now. */
export class StaleGoalError extends Error {
  readonly goal: Goal;
  constructor(message: string, goal: Goal) {
    super(message);
    this.name = 'StaleGoalError';
    this.goal = goal;
  }
}

function isStaleGoalResponse(body: unknown): body is StaleGoalResponse {
  if (typeof body !== 'object' || body === null || !('goal' in body)) return false;
  const goal = (body as { goal: unknown }).goal;
  return typeof goal === 'object' && goal !== null && typeof (goal as { id?: unknown }).id === 'string' && Array.isArray((goal as { milestones?: unknown }).milestones);
}

/** PATCH /api/goals/:id with the whole form and the updatedAt it was opened with; a 409 becomes a StaleGoalError. */
export async function updateGoal({ id, body }: UpdateGoalInput): Promise<Goal> {
  try {
    return await apiRequest<Goal>(`/api/goals/${encodeURIComponent(id)}`, { method: 'PATCH', body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isStaleGoalResponse(error.body)) throw new StaleGoalError(error.message, error.body.goal);
    throw error;
  }
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: (saved) => setGoalInList(queryClient, saved),
    onError: (error) => {
      if (error instanceof StaleGoalError) setGoalInList(queryClient, error.goal);
    },
  });
}

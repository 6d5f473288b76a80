import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AREA_INVALIDATIONS } from './area-invalidations';
import { goalKeys } from '../../features/goals/api/goal-keys';
import { habitKeys } from '../../features/habits/api/habit-keys';
import { todoKeys } from '../../features/todos/api/todo-keys';

// docs/product/goals.md "Linked tasks and habits": a goal card counts its tasks and habits, and a task's
// or habit's goal link goes while its goal is deleted.
describe('live updates keep goals and their linked work in step', () => {
  it.each(['todos', 'habits'])('a change in %s makes the goals stale', async (area) => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await AREA_INVALIDATIONS[area]!(queryClient, { area, kind: 'updated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: goalKeys.all });
  });

  it('a goal deleted or brought back makes the board and the habits stale; a tick does not', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await AREA_INVALIDATIONS.goals!(queryClient, { area: 'goals', kind: 'updated' });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: todoKeys.list() });
    for (const kind of ['deleted', 'created'] as const) {
      invalidate.mockClear();
      await AREA_INVALIDATIONS.goals!(queryClient, { area: 'goals', kind });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: todoKeys.list() });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: habitKeys.list() });
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_CHANGE_SOURCE_AREAS, AREA_INVALIDATIONS } from './area-invalidations';
import { agentChangeKeys } from '../../features/access/changes/api/agent-changes';

// docs/product/access.md "Activity log": a token's change, or an undo in another tab, refreshes the profile's log.
describe("live updates refresh the log of connected apps' changes", () => {
  it.each([...AGENT_CHANGE_SOURCE_AREAS, 'agent-changes'])('a change in %s invalidates the log', async (area) => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await AREA_INVALIDATIONS[area]!(queryClient, { area, kind: 'updated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: agentChangeKeys.all });
  });

  it('a profile change leaves the log alone', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await AREA_INVALIDATIONS.profile!(queryClient, { area: 'profile', kind: 'updated' });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: agentChangeKeys.all });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AREA_INVALIDATIONS, DASHBOARD_SOURCE_AREAS } from './area-invalidations';
import { dashboardKeys } from '../../features/dashboard/api/dashboard-keys';

// docs/product/dashboard.md "Live updates": a change in any area the dashboard reads makes it stale.
describe('live updates refresh the dashboard', () => {
  it.each(DASHBOARD_SOURCE_AREAS)("a change in %s invalidates the dashboard's queries", async (area) => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await AREA_INVALIDATIONS[area]!(queryClient, { area, kind: 'updated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardKeys.all });
  });

  it("a profile change leaves the dashboard's cache alone", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await AREA_INVALIDATIONS.profile!(queryClient, { area: 'profile', kind: 'updated' });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: dashboardKeys.all });
  });
});

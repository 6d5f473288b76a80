import type { AgentChange, AgentChangePage } from '@cadence/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

// docs/product/access.md "The log in the profile": what the person's access tokens changed, and undo.

/** Every query key of the log, so a live update cannot miss one by a typo. */
export const agentChangeKeys = {
  all: ['agent-changes'] as const,
  list: () => [...agentChangeKeys.all, 'list'] as const,
};

/** GET /api/agent-changes: one page of 20, newest first. */
export function getAgentChanges(cursor: string | null, signal?: AbortSignal): Promise<AgentChangePage> {
  return apiRequest<AgentChangePage>(`/api/agent-changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });
}

export function useAgentChanges() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: agentChangeKeys.list(),
      queryFn: ({ pageParam, signal }) => getAgentChanges(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** Every loaded change, newest first. */
export function loadedChanges(data: InfiniteData<AgentChangePage> | undefined): AgentChange[] {
  return data?.pages.flatMap((page) => page.changes) ?? [];
}

/**
 * POST /api/agent-changes/:id/undo: the change as it now stands. The areas it touched refresh through
 * the live updates the server sends (this tab hears them too).
 */
export function useUndoAgentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AgentChange>(`/api/agent-changes/${encodeURIComponent(id)}/undo`, { method: 'POST' }),
    onSuccess: (change) => {
      queryClient.setQueryData<InfiniteData<AgentChangePage>>(agentChangeKeys.list(), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, changes: page.changes.map((item) => (item.id === change.id ? change : item)) })) } : data,
      );
    },
  });
}

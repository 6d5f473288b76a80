// Every query and mutation key of the goals screen, so invalidation cannot miss one by a typo.
export const goalKeys = {
  all: ['goals'] as const,
  list: () => [...goalKeys.all, 'list'] as const,
};

/** Milestone ticks share this key: a tick's answer waits for the other ticks of its goal (goal-cache.ts). */
export const milestoneMutationKey = [...goalKeys.all, 'milestone'] as const;

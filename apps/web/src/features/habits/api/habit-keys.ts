// Every query key of the habits area, all under ['habits'] so the live-update line for 'habits'
// (app/live-updates/area-invalidations.ts) covers them.
export const habitKeys = {
  all: ['habits'] as const,
  /** GET /api/habits; the to-do form's habit selector reads the same list under the same key. */
  list: () => [...habitKeys.all, 'list'] as const,
  /** GET /api/habits/:id/completions over a range: the trackers' other months and the year's heat-map. */
  logs: (habitId: string) => [...habitKeys.all, 'log', habitId] as const,
  log: (habitId: string, from: string, to: string) => [...habitKeys.logs(habitId), from, to] as const,
  /** The mutation keys of the area's writes (habit-writes.ts). */
  writes: () => [...habitKeys.all, 'write'] as const,
};

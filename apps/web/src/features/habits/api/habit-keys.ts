// Every query key of the habits area, all under ['habits'] so the live-update line for 'habits'
// (app/live-updates/area-invalidations.ts) covers them.
export const habitKeys = {
  all: ['habits'] as const,
  /** GET /api/habits; the to-do form's habit selector reads the same list under the same key. */
  list: () => [...habitKeys.all, 'list'] as const,
};

/** Marking days of one habit runs one request at a time, in order (see set-habit-day.ts). */
export const habitDayMutationKey = [...habitKeys.all, 'day'] as const;

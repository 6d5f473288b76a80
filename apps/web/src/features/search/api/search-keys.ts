// Every query key of the search, so invalidation cannot miss one by a typo.
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};

// docs/product/search.md "Search": what the command bar's search looks through, and its limits.

/** A search longer than this is refused (400): a person types a few words. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Words past this many are not looked for: each one is a condition on every row. */
export const SEARCH_MAX_TERMS = 8;
/** At most this many results of each kind (tasks, entries, goals, habits). */
export const SEARCH_RESULTS_PER_KIND = 5;
/** How much of a journal entry a result shows around what matched. */
export const SEARCH_EXCERPT_LENGTH = 90;

export const SEARCH_KINDS = ['tasks', 'entries', 'goals', 'habits'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for',
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
} as const;

import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH } from './search-constants';

/** GET /api/search?q= (docs/product/search.md "API"): a few words, trimmed. */
export const searchQuerySchema = z.strictObject({
  q: safeString('Search', SEARCH_MESSAGES.queryRequired).trim().min(1, SEARCH_MESSAGES.queryRequired).max(SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.queryTooLong),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

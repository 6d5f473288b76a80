import { entryMatch, searchQueryTerms, type SearchQuery, type SearchResults } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import * as searchRepository from './search.repository';

/**
 * GET /api/search (docs/product/search.md): the person's tasks, journal entries, goals and habits that
 * hold every word of the search. It reads; it changes nothing, so it announces nothing.
 */
export async function search(ctx: AreaContext, actor: Actor, query: SearchQuery): Promise<SearchResults> {
  const terms = searchQueryTerms(query.q);
  if (terms.length === 0) return { tasks: [], entries: [], goals: [], habits: [] };
  const request = { userId: actor.userId, terms };
  // One after the other: the embedded database runs one statement at a time anyway, and a request
  // holds one turn at it (decision 009).
  const tasks = await searchRepository.selectTasks(ctx.db, request);
  const entries = await searchRepository.selectEntries(ctx.db, request);
  const goals = await searchRepository.selectGoals(ctx.db, request);
  const habits = await searchRepository.selectHabits(ctx.db, request);
  return {
    tasks,
    entries: entries.map(({ id, content, mood, createdAt }) => ({ id, mood, createdAt: toIsoTimestamp(createdAt), ...entryMatch(content, terms) })),
    goals,
    habits,
  };
}

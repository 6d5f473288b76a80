import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { SEARCH_ACCENT_RANGES, SEARCH_RESULTS_PER_KIND } from '@cadence/shared';
import type { Db } from '../../db/client';
import { goals, habits, habitsOf, journalEntries, liveGoalsOf, liveJournalEntriesOf, liveTodosOf, todos } from '../../db/schema';

// SQL of the command bar's search (docs/product/search.md). It owns no table: it reads four areas'
// tables, each through its owner scope, so another person's rows and deleted rows are never looked at.
// Each kind is one statement over the person's own rows (the user_id indexes); no text index is
// needed at a person's scale (docs/product/search.md "Limits").

/** A pattern for ILIKE that takes the word literally (its own %, _ and \ are not wildcards). */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The text with its accents taken off, as the shared rule does (case is left to ILIKE). */
function folded(text: SQL): SQL {
  return sql`regexp_replace(normalize(${text}, NFD), ${`[${SEARCH_ACCENT_RANGES}]`}, '', 'g')`;
}

/** Every word somewhere in the text. */
function containsEvery(text: SQL, terms: readonly string[]): SQL {
  return sql`${folded(text)} ilike all (${sql`array[${sql.join(terms.map((term) => sql`${containsPattern(term)}`), sql`, `)}]::text[]`})`;
}

export interface SearchRequest {
  userId: string;
  /** Folded words (shared searchQueryTerms), at least one. */
  terms: readonly string[];
}

export function selectTasks(db: Db, { userId, terms }: SearchRequest) {
  return db
    .select({ id: todos.id, title: todos.title, status: todos.status })
    .from(todos)
    .where(and(liveTodosOf(userId), containsEvery(sql`${todos.title} || ' ' || coalesce(${todos.description}, '')`, terms)))
    // Open tasks first, then the most recently changed.
    .orderBy(sql`${todos.status} = 'completed'`, desc(todos.updatedAt), asc(todos.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}

export function selectEntries(db: Db, { userId, terms }: SearchRequest) {
  return db
    .select({ id: journalEntries.id, content: journalEntries.content, mood: journalEntries.mood, createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(and(liveJournalEntriesOf(userId), containsEvery(sql`${journalEntries.content} || ' ' || array_to_string(${journalEntries.tags}, ' ')`, terms)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}

export function selectGoals(db: Db, { userId, terms }: SearchRequest) {
  return db
    .select({ id: goals.id, title: goals.title, status: goals.status })
    .from(goals)
    .where(and(liveGoalsOf(userId), containsEvery(sql`${goals.title} || ' ' || coalesce(${goals.description}, '')`, terms)))
    .orderBy(sql`${goals.status} = 'completed'`, desc(goals.updatedAt), asc(goals.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}

export function selectHabits(db: Db, { userId, terms }: SearchRequest) {
  return db
    .select({ id: habits.id, title: habits.title, frequency: habits.frequency })
    .from(habits)
    .where(and(habitsOf(userId), containsEvery(sql`${habits.title} || ' ' || coalesce(${habits.description}, '')`, terms)))
    .orderBy(asc(sql`lower(${habits.title})`), asc(habits.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}

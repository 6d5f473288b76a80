import type { GoalStatus } from '../goals/goal-constants';
import type { HabitFrequency } from '../habits/habit-constants';
import type { TodoStatus } from '../todos/todo-constants';

/** GET /api/search?q= (docs/product/search.md "API"): up to SEARCH_RESULTS_PER_KIND of each kind. */
export interface SearchResults {
  tasks: Array<{ id: string; title: string; status: TodoStatus }>;
  entries: Array<{
    id: string;
    createdAt: string;
    mood: number;
    /** The entry's text around the first word found, with '…' where it was cut. */
    excerpt: string;
    /** A word of the search as the entry spells it: the journal's own search finds the entry with it. */
    match: string;
  }>;
  goals: Array<{ id: string; title: string; status: GoalStatus }>;
  habits: Array<{ id: string; title: string; frequency: HabitFrequency }>;
}

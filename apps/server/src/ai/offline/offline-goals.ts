import { GOAL_CATEGORIES, type GoalCategory, type GoalSuggestion } from '@cadence/shared';
import { formatDuration } from './facts';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": goal suggestions from what the user tracks, in the
// categories their active goals leave uncovered first.

/**
 * `tracked`: 'In your last 10 activities you tracked 2h 5m of work.', the time as tracked (issue 18 §7:
 * 14 seconds read "You tracked 1h of work").
 */
const BY_ACTIVITY: Record<string, (tracked: string) => GoalSuggestion> = {
  work: (tracked) => ({ title: 'Protect 10 hours of deep work a week', description: `${tracked} Block focused time for your most important project and guard it for a month.`, category: 'career' }),
  learning: (tracked) => ({ title: 'Finish one course this quarter', description: `${tracked} Choose one course or book and see it through by the end of the quarter.`, category: 'learning' }),
  exercise: (tracked) => ({ title: 'Train three times a week for six weeks', description: `${tracked} Turn it into a steady rhythm of three sessions a week.`, category: 'fitness' }),
  social: (tracked) => ({ title: 'Plan one meaningful get-together a month', description: `${tracked} Make time with the people who matter a fixture.`, category: 'relationships' }),
  leisure: (tracked) => ({ title: 'Make room for one hobby each week', description: `${tracked} Pick the hobby that restores you most and give it a weekly slot.`, category: 'personal' }),
};

const TYPE_WORDS: Record<string, string> = { work: 'work', learning: 'learning', exercise: 'exercise', social: 'time with people', leisure: 'leisure' };

const BY_CATEGORY: Record<GoalCategory, GoalSuggestion> = {
  personal: { title: 'Build a calm morning routine', description: 'Design a 20-minute morning routine and keep it for 30 days.', category: 'personal' },
  career: { title: 'Ship one visible project this quarter', description: 'Pick a project that moves your work forward and break it into milestones.', category: 'career' },
  fitness: { title: 'Walk 8,000 steps a day for a month', description: 'A daily walk is the simplest base for fitness; track it for 30 days.', category: 'fitness' },
  learning: { title: 'Read one book a month', description: 'Choose the next three books now and set a page target for each week.', category: 'learning' },
  financial: { title: 'Build a three-month emergency fund', description: 'Set a monthly saving amount and automate it on payday.', category: 'financial' },
  relationships: { title: 'Reconnect with one friend each week', description: 'Send a message, call or meet: one person a week for two months.', category: 'relationships' },
};

/** Three suggestions: from the activity the user tracks most, from habits without a goal, from uncovered categories. */
export function offlineGoalSuggestions(snapshot: UserSnapshot, count = 3): GoalSuggestion[] {
  const existing = new Set(snapshot.goals.map((goal) => goal.title.toLowerCase()));
  const covered = new Set(snapshot.goals.filter((goal) => goal.status === 'active').map((goal) => goal.category));
  const suggestions: GoalSuggestion[] = [];
  const add = (suggestion: GoalSuggestion) => {
    if (suggestions.length >= count || existing.has(suggestion.title.toLowerCase()) || suggestions.some((s) => s.title === suggestion.title)) return;
    suggestions.push(suggestion);
  };

  const secondsByType = new Map<string, number>();
  for (const activity of snapshot.activities) secondsByType.set(activity.type, (secondsByType.get(activity.type) ?? 0) + activity.durationSeconds);
  const topType = [...secondsByType.entries()].filter(([type]) => type in BY_ACTIVITY).sort((a, b) => b[1] - a[1])[0];
  if (topType) {
    const count = snapshot.activities.length;
    add(BY_ACTIVITY[topType[0]]!(`In your last ${count === 1 ? 'activity' : `${count} activities`} you tracked ${formatDuration(topType[1])} of ${TYPE_WORDS[topType[0]]}.`));
  }

  const strongest = [...snapshot.habits].sort((a, b) => b.streak - a.streak)[0];
  if (strongest && strongest.streak >= 3) {
    add({ title: `Keep "${strongest.title}" going for 30 days`, description: `You are on a ${strongest.streak}-${strongest.frequency === 'daily' ? 'day' : strongest.frequency === 'weekly' ? 'week' : 'month'} run. Make it a goal with a 30-day milestone and celebrate when you reach it.`, category: strongest.category === 'fitness' ? 'fitness' : strongest.category === 'learning' ? 'learning' : 'personal' });
  }

  const lowMood = snapshot.entries.length > 0 && snapshot.entries.reduce((sum, entry) => sum + entry.mood, 0) / snapshot.entries.length < 5;
  const order: GoalCategory[] = lowMood ? ['personal', 'relationships', 'fitness', 'learning', 'career', 'financial'] : [...GOAL_CATEGORIES];
  for (const category of order.filter((c) => !covered.has(c))) add(BY_CATEGORY[category]);
  for (const category of order) add(BY_CATEGORY[category]);
  return suggestions;
}

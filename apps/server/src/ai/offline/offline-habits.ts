import { formatHabitSuggestion, type GoalCategory, type HabitCategory } from '@cadence/shared';
import type { SnapshotGoal, SnapshotHabit } from './user-snapshot';

// docs/product/ai.md "Offline assistant": habit recommendations in the 'Name - description'
// format (docs/product/ai.md "Habit suggestions"), one for each active goal first, then for categories the user has no habit in.

interface HabitIdea {
  name: string;
  description: (goal?: string) => string;
  category: HabitCategory;
}

const FOR_GOAL: Record<GoalCategory, HabitIdea> = {
  fitness: { name: 'Morning Workout', description: (goal) => `20 minutes of exercise each morning${goal ? ` to move toward "${goal}"` : ''}.`, category: 'fitness' },
  learning: { name: 'Reading Time', description: (goal) => `Read for 20 minutes before bed${goal ? ` in support of "${goal}"` : ''}.`, category: 'learning' },
  career: { name: 'Deep Focus Block', description: (goal) => `45 minutes of focused work each morning${goal ? ` on "${goal}"` : ''}, notifications off.`, category: 'productivity' },
  financial: { name: 'Weekly Budget Review', description: (goal) => `Review your spending each week${goal ? ` to keep "${goal}" on track` : ''}.`, category: 'personal' },
  relationships: { name: 'Weekly Check-in', description: (goal) => `Call or message someone you care about each week${goal ? ` toward "${goal}"` : ''}.`, category: 'personal' },
  personal: { name: 'Evening Planning', description: (goal) => `Spend 5 minutes each evening planning tomorrow${goal ? ` with "${goal}" in mind` : ''}.`, category: 'productivity' },
};

const BASICS: readonly HabitIdea[] = [
  { name: 'Mindful Minutes', description: () => 'Five minutes of quiet breathing each morning to start the day calm.', category: 'wellness' },
  { name: 'Daily Walk', description: () => 'A 15-minute walk after lunch to reset your energy.', category: 'fitness' },
  { name: 'Learning Sprint', description: () => 'Study one new thing for 15 minutes each afternoon.', category: 'learning' },
  { name: 'Shutdown Routine', description: () => 'Close the workday with a 10-minute review of what is done and what is next.', category: 'productivity' },
];

function alreadyHas(habits: readonly SnapshotHabit[], idea: HabitIdea): boolean {
  const name = idea.name.toLowerCase();
  return habits.some((habit) => habit.title.toLowerCase().includes(name) || name.includes(habit.title.toLowerCase()));
}

/** Numbered 'Name - description' suggestions separated by blank lines, as a model is asked to write them. */
export function offlineHabitRecommendations(goals: readonly SnapshotGoal[], habits: readonly SnapshotHabit[], count = 3): string[] {
  const chosen: string[] = [];
  const usedNames = new Set<string>();
  const add = (idea: HabitIdea, goal?: string) => {
    if (chosen.length >= count || usedNames.has(idea.name) || alreadyHas(habits, idea)) return;
    usedNames.add(idea.name);
    chosen.push(formatHabitSuggestion(idea.name, idea.description(goal)));
  };
  for (const goal of goals.filter((g) => g.status === 'active')) add(FOR_GOAL[goal.category], goal.title);
  const coveredCategories = new Set(habits.map((habit) => habit.category));
  for (const idea of BASICS.filter((b) => !coveredCategories.has(b.category))) add(idea);
  for (const idea of BASICS) add(idea);
  return chosen;
}

import { describeGoal } from './facts';
import { offlineGoalSuggestions } from './offline-goals';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": how the active goals stand, and goal ideas (advice, on lines
// that start 'Idea:').

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function goalsAnswer(snapshot: UserSnapshot): string {
  const active = snapshot.goals.filter((goal) => goal.status === 'active');
  if (active.length === 0) return 'You have no active goal right now. Ask me to help you set a meaningful goal, or add one on the Goals page.';
  // Closest to its date first; undated ones after, furthest along first.
  const ordered = [...active].sort((a, b) => (a.targetDate ?? '9999-12-31').localeCompare(b.targetDate ?? '9999-12-31') || b.progress - a.progress);
  return [`You have ${plural(active.length, 'active goal')}:`, '', ...ordered.slice(0, 5).map((goal) => `- ${describeGoal(goal, snapshot.today)}`)].join('\n');
}

export function goalIdeaAnswer(snapshot: UserSnapshot): string {
  const [idea] = offlineGoalSuggestions(snapshot, 1);
  const lines: string[] = [];
  const active = snapshot.goals.filter((goal) => goal.status === 'active');
  if (active.length > 0) lines.push(`You have ${plural(active.length, 'active goal')}; the closest to done: ${describeGoal([...active].sort((a, b) => b.progress - a.progress)[0]!, snapshot.today)}`, '');
  if (idea) lines.push(`Idea: *${idea.title}*. ${idea.description}`, '');
  lines.push('Make it specific: a clear finish line, a date, and three milestones you can tick off.');
  return lines.join('\n');
}

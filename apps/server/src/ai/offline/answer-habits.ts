import { describeHabit, habitsAtRisk } from './facts';
import { planWindow, type PlanPeriod } from './answer-focus';
import { offlineHabitRecommendations } from './offline-habits';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": the habits whose runs end if not done in their current period,
// for the period asked, and habit ideas. Ideas are advice, not facts: each is on a line of its own that
// starts 'Idea:' (the evaluation checks facts, not advice).

/** Which frequencies a period's end can break: a day breaks daily runs; a week, weekly ones too; a month, all. */
function breaksWithin(period: PlanPeriod): ReadonlySet<string> {
  if (period === 'month') return new Set(['daily', 'weekly', 'monthly']);
  if (period === 'week') return new Set(['daily', 'weekly']);
  return new Set(['daily']);
}

export function habitsAnswer(snapshot: UserSnapshot, period: PlanPeriod): string {
  const window = planWindow(period, snapshot);
  if (snapshot.habits.length === 0) return `For ${window.heading}, you have no habits yet. Add one on the Habits page and its streak starts with the first day you mark it done.`;
  // Tomorrow is a new day for every daily habit: each run going must be kept again then, done today or not.
  const atRisk =
    period === 'tomorrow'
      ? snapshot.habits.filter((habit) => habit.frequency === 'daily' && habit.streak > 0).sort((a, b) => b.streak - a.streak || a.title.localeCompare(b.title))
      : habitsAtRisk(snapshot.habits).filter((habit) => breaksWithin(period).has(habit.frequency));
  const lines: string[] = [];
  // The first line names the period alone; each habit says its own period on a line of its own.
  if (atRisk.length > 0) {
    lines.push(`Streaks at risk ${window.heading}:`, '', ...atRisk.map((habit) => `- ${describeHabit(habit)}`));
  } else {
    lines.push(`No streak is at risk ${window.heading}.`);
  }
  const others = snapshot.habits.filter((habit) => !atRisk.includes(habit)).sort((a, b) => b.streak - a.streak || a.title.localeCompare(b.title));
  if (others.length > 0) lines.push('', 'Your other habits:', '', ...others.slice(0, 5).map((habit) => `- ${describeHabit(habit)}`));
  return lines.join('\n');
}

export function habitIdeaAnswer(snapshot: UserSnapshot): string {
  const ideas = offlineHabitRecommendations(snapshot.goals, snapshot.habits, 2);
  const lines = ['Habits that fit what you are working on:', '', ...ideas.map((idea) => `- Idea: ${idea}`)];
  const strongest = [...snapshot.habits].sort((a, b) => b.streak - a.streak)[0];
  if (strongest && strongest.streak > 0) lines.push('', `Your strongest run so far: ${describeHabit(strongest)}.`);
  return lines.join('\n');
}

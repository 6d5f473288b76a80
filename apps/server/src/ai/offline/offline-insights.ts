import { describeGoal, describeHabit, formatDuration, goalsNearTheirDate, habitsAtRisk, moodSentence, moodWindow } from './facts';
import type { UserSnapshot } from './user-snapshot';

/**
 * docs/product/ai.md "Offline assistant": the dashboard's insights from the user's own data — productive
 * time today, the mood of the last 7 days against the 7 before by the review's definition (entries and
 * check-ins, each day once: issue 18 §7), streaks at risk, goals near their date — as Markdown bullets.
 */
export function offlineInsights(snapshot: UserSnapshot): string {
  const lines: string[] = [];

  lines.push(
    snapshot.productiveSecondsToday > 0
      ? `**Productive time:** ${formatDuration(snapshot.productiveSecondsToday)} of work and learning tracked today.`
      : '**Productive time:** no work or learning tracked yet today. Start the timer on your most important task.',
  );

  const week = moodWindow(snapshot, 7);
  if (week.mood) {
    const falling = week.previous !== null && week.mood.average < week.previous.average;
    lines.push(`**Mood, last 7 days:** ${moodSentence(week, 7)}.${falling ? ' Be gentle with yourself, and notice what drains you.' : ''}`);
  } else {
    lines.push('**Mood, last 7 days:** no mood logged. A check-in or a few lines in your journal start your trend.');
  }

  const atRisk = habitsAtRisk(snapshot.habits);
  if (atRisk.length > 0) {
    lines.push(`**Streaks at risk:** ${atRisk.slice(0, 3).map(describeHabit).join('; ')}.`);
  } else if (snapshot.habits.length > 0) {
    const best = [...snapshot.habits].sort((a, b) => b.streak - a.streak)[0]!;
    lines.push(best.streak > 0 ? `**Streaks:** none at risk; your longest: ${describeHabit(best)}.` : '**Streaks:** none running yet. Check off a habit today to start one.');
  }

  const near = goalsNearTheirDate(snapshot.goals, snapshot.today);
  if (near.length > 0) {
    lines.push(`**Goals near their date:** ${near.slice(0, 2).map((goal) => describeGoal(goal, snapshot.today)).join(' ')}`);
  } else {
    const active = snapshot.goals.filter((goal) => goal.status === 'active');
    if (active.length > 0) {
      const leading = [...active].sort((a, b) => b.progress - a.progress)[0]!;
      lines.push(`**Goals:** none due in the next two weeks; furthest along: ${describeGoal(leading, snapshot.today)}`);
    }
  }

  return lines.map((line) => `- ${line}`).join('\n');
}

import { describeGoalDate, formatDuration, goalsNearTheirDate, moodTrend, periodWord, streakUnit } from './facts';
import type { UserSnapshot } from './user-snapshot';

/**
 * docs/product/ai.md "Offline assistant": the dashboard's insights from the user's own data —
 * productive time today, the mood trend, streaks at risk, goals near their date — as Markdown bullets.
 */
export function offlineInsights(snapshot: UserSnapshot): string {
  const lines: string[] = [];

  lines.push(
    snapshot.productiveSecondsToday > 0
      ? `**Productive time:** ${formatDuration(snapshot.productiveSecondsToday)} of work and learning tracked today.`
      : '**Productive time:** no work or learning tracked yet today. Start the timer on your most important task.',
  );

  const trend = moodTrend(snapshot);
  if (trend.thisWeek !== null && trend.lastWeek !== null) {
    const change = Math.round((trend.thisWeek - trend.lastWeek) * 10) / 10;
    const direction = change > 0.4 ? `up from ${trend.lastWeek}` : change < -0.4 ? `down from ${trend.lastWeek}` : `steady with ${trend.lastWeek}`;
    lines.push(`**Mood trend:** ${trend.thisWeek}/10 on average this week, ${direction} the week before.${change < -0.4 ? ' Be gentle with yourself, and notice what drains you.' : ''}`);
  } else if (trend.thisWeek !== null) {
    lines.push(`**Mood trend:** ${trend.thisWeek}/10 on average this week. Keep journaling to see how it moves.`);
  } else {
    lines.push('**Mood trend:** no journal entries in the last week. A few lines today will start your trend.');
  }

  const atRisk = snapshot.habits.filter((habit) => habit.streak > 0 && !habit.doneThisPeriod).sort((a, b) => b.streak - a.streak);
  if (atRisk.length > 0) {
    const named = atRisk.slice(0, 3).map((habit) => `**${habit.title}** (${streakUnit(habit.frequency, habit.streak)}, not done ${periodWord(habit.frequency)})`);
    lines.push(`**Streaks at risk:** ${named.join('; ')}.`);
  } else if (snapshot.habits.length > 0) {
    const best = [...snapshot.habits].sort((a, b) => b.streak - a.streak)[0]!;
    lines.push(best.streak > 0 ? `**Streaks:** all on track; your longest is **${best.title}** at ${streakUnit(best.frequency, best.streak)}.` : '**Streaks:** none running yet. Check off a habit today to start one.');
  }

  const near = goalsNearTheirDate(snapshot.goals, snapshot.today);
  if (near.length > 0) {
    lines.push(`**Goals near their date:** ${near.slice(0, 2).map((goal) => describeGoalDate(goal, snapshot.today)).join(' ')}`);
  } else {
    const active = snapshot.goals.filter((goal) => goal.status === 'active');
    if (active.length > 0) {
      const leading = [...active].sort((a, b) => b.progress - a.progress)[0]!;
      lines.push(`**Goals:** ${active.length} active, none due in the next two weeks; **${leading.title}** leads at ${leading.progress}%.`);
    }
  }

  return lines.map((line) => `- ${line}`).join('\n');
}

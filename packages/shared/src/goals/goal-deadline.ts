// docs/product/goals.md "Target date": a goal's target date against the person's local today.

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

/** Calendar days from `today` to `targetDate` (both 'YYYY-MM-DD'): 0 today, negative once passed. */
export function daysUntil(targetDate: string, today: string): number {
  return Math.round((utcDay(targetDate) - utcDay(today)) / DAY_MS);
}

export type TargetDateStanding = { kind: 'left'; days: number } | { kind: 'today' } | { kind: 'overdue'; days: number };

export function targetDateStanding(targetDate: string, today: string): TargetDateStanding {
  const days = daysUntil(targetDate, today);
  if (days === 0) return { kind: 'today' };
  return days > 0 ? { kind: 'left', days } : { kind: 'overdue', days: -days };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '3 days left', '1 day left', 'Due today', '1 day overdue', '12 days overdue'. */
export function targetDateLabel(standing: TargetDateStanding): string {
  switch (standing.kind) {
    case 'today':
      return 'Due today';
    case 'left':
      return `${plural(standing.days, 'day')} left`;
    case 'overdue':
      return `${plural(standing.days, 'day')} overdue`;
  }
}

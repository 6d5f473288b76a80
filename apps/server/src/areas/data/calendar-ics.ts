import ical from 'ical-generator';
import type { datedItems } from './calendar-feed.repository';

type DatedItems = Awaited<ReturnType<typeof datedItems>>;

/**
 * The feed's iCalendar text (RFC 5545, docs/product/data.md "Calendar feed"): one all-day event per
 * dated task, goal and milestone. Every value comes from the rows (the stamp is the row's last change,
 * never "now"), so the same data always gives the same text, and its ETag lets calendar apps ask
 * cheaply. A date 'YYYY-MM-DD' is a UTC midnight to the library, which writes it back as the same day.
 */
export function feedCalendar(items: DatedItems, { appUrl }: { appUrl: string }): string {
  const calendar = ical({ name: 'Cadence', prodId: { company: 'Cadence', product: 'Calendar feed', language: 'EN' } });
  for (const task of items.tasks) {
    calendar.createEvent({
      id: `task-${task.id}@cadence`,
      start: task.dueDate!,
      allDay: true,
      stamp: task.updatedAt,
      summary: `${task.status === 'completed' ? '✓ ' : ''}${task.title}`,
      description: task.description ?? '',
      url: `${appUrl}/todos`,
    });
  }
  for (const goal of items.goals) {
    calendar.createEvent({
      id: `goal-${goal.id}@cadence`,
      start: goal.targetDate!,
      allDay: true,
      stamp: goal.updatedAt,
      summary: `${goal.status === 'completed' ? '✓ ' : ''}Goal: ${goal.title}`,
      description: goal.description ?? '',
      url: `${appUrl}/goals`,
    });
  }
  for (const step of items.milestones) {
    calendar.createEvent({
      id: `milestone-${step.id}@cadence`,
      start: step.dueDate!,
      allDay: true,
      stamp: step.updatedAt,
      summary: `${step.completed ? '✓ ' : ''}${step.title} (${step.goalTitle})`,
      url: `${appUrl}/goals`,
    });
  }
  return calendar.toString();
}

/** The latest change among the feed's rows, for Last-Modified; `since` when it has none. */
export function lastChangeOf(items: DatedItems, since: string): string {
  let latest = since;
  for (const row of [...items.tasks, ...items.goals, ...items.milestones]) if (row.updatedAt > latest) latest = row.updatedAt;
  return latest;
}

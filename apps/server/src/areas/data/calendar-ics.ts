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
  const done = (finished: boolean) => (finished ? '✓ ' : '');
  const events = [
    ...items.tasks.map((task) => ({ uid: `task-${task.id}`, date: task.dueDate!, stamp: task.updatedAt, summary: `${done(task.status === 'completed')}${task.title}`, description: task.description ?? '', url: `${appUrl}/todos` })),
    ...items.goals.map((goal) => ({ uid: `goal-${goal.id}`, date: goal.targetDate!, stamp: goal.updatedAt, summary: `${done(goal.status === 'completed')}Goal: ${goal.title}`, description: goal.description ?? '', url: `${appUrl}/goals` })),
    ...items.milestones.map((step) => ({ uid: `milestone-${step.id}`, date: step.dueDate!, stamp: step.updatedAt, summary: `${done(step.completed)}${step.title} (${step.goalTitle})`, description: undefined, url: `${appUrl}/goals` })),
  ];
  const calendar = ical({ name: 'Cadence', prodId: { company: 'Cadence', product: 'Calendar feed', language: 'EN' } });
  for (const event of events) {
    calendar.createEvent({ id: `${event.uid}@cadence`, start: event.date, allDay: true, stamp: event.stamp, summary: event.summary, description: event.description, url: event.url });
  }
  return calendar.toString();
}

/** The latest change among the feed's rows, for Last-Modified; `since` when it has none. */
export function lastChangeOf(items: DatedItems, since: string): string {
  let latest = since;
  for (const row of [...items.tasks, ...items.goals, ...items.milestones]) if (row.updatedAt > latest) latest = row.updatedAt;
  return latest;
}

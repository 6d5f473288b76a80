import { builtOnce } from '@cadence/shared';
// Dates on the goals screen. Target and due dates are calendar dates ('YYYY-MM-DD'): they are
// formatted in UTC so no time zone shifts the day; "today" is the person's own (docs/product/goals.md "Target date").

const calendarDateFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }));

export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDateFormat().format(parsed);
}

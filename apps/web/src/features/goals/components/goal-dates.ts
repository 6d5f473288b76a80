// Dates on the goals screen. Target and due dates are calendar dates ('YYYY-MM-DD'): they are
// formatted in UTC so no time zone shifts the day; "today" is the person's own (docs/product/goals.md "Target date").

const calendarDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDateFormat.format(parsed);
}

/** The person's calendar date today, 'YYYY-MM-DD', in the browser's zone (the server is sent the same zone). */
export function todayLocalDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

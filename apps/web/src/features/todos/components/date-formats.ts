// One formatter each, made once: the board formats up to a thousand dates per render.

/** Due dates are calendar dates ('YYYY-MM-DD'): format them in UTC so no zone shifts the day. */
const dueDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const historyTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dueDateCache = new Map<string, string>();

export function formatDueDate(date: string): string {
  let text = dueDateCache.get(date);
  if (text === undefined) {
    const parsed = new Date(`${date}T00:00:00Z`);
    text = Number.isNaN(parsed.getTime()) ? date : dueDateFormat.format(parsed);
    dueDateCache.set(date, text);
  }
  return text;
}

export function formatHistoryTime(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : historyTimeFormat.format(parsed);
}

/** The user's calendar date today, 'YYYY-MM-DD', in the browser's zone (the server gets the same zone). */
export function todayLocalDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

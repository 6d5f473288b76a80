// The person's calendar date, in the browser's zone: the zone every request tells the server
// (X-Timezone), so the page's "today" is the server's "today" for this person (docs/architecture.md
// "Server-owned state").

/** The calendar date ('YYYY-MM-DD') of `at` in the browser's zone. */
export function localDateOf(at: Date = new Date()): string {
  return `${String(at.getFullYear()).padStart(4, '0')}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** Milliseconds from `at` to the next local midnight (a day of 23 or 25 hours counts as it is). */
export function msUntilNextLocalDay(at: Date = new Date()): number {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1).getTime() - at.getTime();
}

import { addDays, isValidTimeZone, localDateInTimeZone, startOfLocalDay } from '@cadence/shared';

// The person's calendar date, in their zone: the browser's, or the one they stored (docs/product/accounts.md
// "Preferences"); the zone every request tells the server (X-Timezone), so the page's "today" is the
// server's "today" for this person (docs/architecture.md "Server-owned state").

let storedZone: string | null = null;
/** Fired on window when the person's zone changes, so a screen showing 'today' looks again. */
export const TIME_ZONE_CHANGED = 'cadence-time-zone-changed';

/** The zone the person stored, or null for the browser's. */
export function setStoredTimeZone(zone: string | null): void {
  const next = zone !== null && isValidTimeZone(zone) ? zone : null;
  if (next === storedZone) return;
  storedZone = next;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TIME_ZONE_CHANGED));
}

/** The person's IANA zone: the stored one, else the browser's. */
export function personTimeZone(): string {
  return storedZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar date ('YYYY-MM-DD') of `at` in the person's zone. */
export function localDateOf(at: Date = new Date()): string {
  if (storedZone !== null) return localDateInTimeZone(at, storedZone);
  return `${String(at.getFullYear()).padStart(4, '0')}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** Milliseconds from `at` to the next local midnight (a day of 23 or 25 hours counts as it is). */
export function msUntilNextLocalDay(at: Date = new Date()): number {
  if (storedZone !== null) return startOfLocalDay(addDays(localDateInTimeZone(at, storedZone), 1), storedZone) - at.getTime();
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1).getTime() - at.getTime();
}

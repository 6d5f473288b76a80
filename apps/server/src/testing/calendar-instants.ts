// issue 17, docs/architecture.md "Testing": the instants and zones the calendar sweep runs the
// date-sensitive tests at (`npm run test:calendar`; the API ones in every `npm test` too). Each is an
// edge the product's rules must hold on: a week that ends, a month that ends, a leap day, a year that
// turns, a day of 23 or 25 hours, and the zones furthest from UTC (and one off the hour).
// CALENDAR_NOW and CALENDAR_TZ run one instant of one's own instead (e.g. to reproduce a failure).

export interface CalendarInstant {
  /** What makes the instant an edge, as the sweep's report says it. */
  name: string;
  /** ISO 8601 with the zone's offset, so the wall time reads as written. */
  now: string;
  /** The person's zone: their browser's, and the X-Timezone the API gets. */
  zone: string;
  /** The server's own zone (TZ): never the person's, so nothing may depend on it. */
  serverZone: string;
}

export const CALENDAR_INSTANTS: readonly CalendarInstant[] = [
  { name: 'a Sunday at 23:30, UTC+14', now: '2027-02-28T23:30:00+14:00', zone: 'Pacific/Kiritimati', serverZone: 'UTC' },
  { name: 'a Saturday at 23:30, UTC−10 (already Sunday in UTC)', now: '2027-02-27T23:30:00-10:00', zone: 'Pacific/Honolulu', serverZone: 'Pacific/Kiritimati' },
  { name: 'the last day of January, 08:00 at UTC+14 (still the 30th in UTC)', now: '2027-01-31T08:00:00+14:00', zone: 'Pacific/Kiritimati', serverZone: 'Pacific/Honolulu' },
  { name: '29 February 2028 at 23:30, UTC+5:45', now: '2028-02-29T23:30:00+05:45', zone: 'Asia/Kathmandu', serverZone: 'UTC' },
  { name: '31 December 23:59 → 1 January, New York', now: '2027-12-31T23:59:00-05:00', zone: 'America/New_York', serverZone: 'UTC' },
  { name: 'the day daylight saving begins in Berlin (23 hours), 23:30', now: '2027-03-28T23:30:00+02:00', zone: 'Europe/Berlin', serverZone: 'America/New_York' },
  { name: 'the day daylight saving ends in Berlin (25 hours), 23:30', now: '2027-10-31T23:30:00+01:00', zone: 'Europe/Berlin', serverZone: 'UTC' },
  { name: 'the day daylight saving begins in New York (23 hours), 23:30', now: '2027-03-14T23:30:00-04:00', zone: 'America/New_York', serverZone: 'Europe/Berlin' },
  { name: 'the day daylight saving ends in New York (25 hours), 23:30', now: '2027-11-07T23:30:00-05:00', zone: 'America/New_York', serverZone: 'UTC' },
];

/** The sweep's instants, or the one CALENDAR_NOW / CALENDAR_TZ name. */
export function calendarInstants(env: Record<string, string | undefined> = process.env): readonly CalendarInstant[] {
  if (!env.CALENDAR_NOW) return CALENDAR_INSTANTS;
  const zone = env.CALENDAR_TZ || 'UTC';
  return [{ name: `${env.CALENDAR_NOW} in ${zone}`, now: env.CALENDAR_NOW, zone, serverZone: 'UTC' }];
}

import type { WeekStart } from '@cadence/shared';

/**
 * Who is asking: the owner of every row a request touches, and the time zone their "today" is taken in
 * (habit days, journal days, the dashboard's today). Parsed once per request by requireUser.
 */
export interface Actor {
  userId: string;
  /** IANA name, already validated: the person's stored zone, else the client's (X-Timezone), else UTC. */
  timeZone: string;
  /** The day the person's weeks begin on (docs/product/accounts.md "Preferences"); Sunday when absent. */
  weekStart?: WeekStart;
  /** The browser tab that sent the request (X-Client-Id), echoed in the events it causes. */
  clientId?: string;
}

import type { AccessScope, WeekStart } from '@cadence/shared';

/** The personal access token a request came with (docs/product/access.md); absent for the person's own browser. */
export interface ActorAgent {
  tokenId: string;
  tokenName: string;
  scopes: AccessScope[];
}

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
  /** Set when a program acts with one of the person's access tokens: its changes are logged, undoably (docs/product/access.md "Activity log"). */
  agent?: ActorAgent;
}

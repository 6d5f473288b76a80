/**
 * Who is asking: the owner of every row a request touches, and the time zone their "today" is taken in
 * (habit days, journal days, the dashboard's today). Parsed once per request by requireUser.
 */
export interface Actor {
  userId: string;
  /** IANA name, already validated: UTC when the client sent none or one the runtime does not know. */
  timeZone: string;
  /** The browser tab that sent the request (X-Client-Id), echoed in the events it causes. */
  clientId?: string;
}

/**
 * A live update (docs/architecture.md "Live sync"): which area changed, what happened, to which row,
 * its new version, and the tab that made the change. Never the content of a row. Sent on
 * GET /api/events as `event: change`; `session`/`revoked` tells a tab its session has ended.
 */
export interface ChangeEvent {
  area: string;
  kind: 'created' | 'updated' | 'deleted' | 'revoked';
  id?: string;
  version?: string;
  /** The X-Client-Id of the tab that made the change. */
  client?: string;
}

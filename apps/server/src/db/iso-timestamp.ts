/**
 * Timestamps come from the database as Postgres text ('2026-03-01 10:00:00.123+00'; DESIGN §6 keeps
 * them strings); the API speaks ISO 8601 in UTC. Columns have millisecond precision, so this is exact.
 */
export function toIsoTimestamp(value: string): string {
  return new Date(value).toISOString();
}

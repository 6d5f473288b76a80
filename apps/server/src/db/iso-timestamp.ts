/** PostgreSQL's text form of a timestamptz in a UTC session: '2026-03-01 10:00:00.12+00' (trailing zeros trimmed). */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Timestamps come from the database as text (DESIGN §6 keeps them strings); the API speaks ISO 8601
 * in UTC with milliseconds. Sessions run in UTC (db/client.ts), so the common case is rewritten as a
 * string, without building a Date: a list of 100 tasks has 300 of them (issue 9). Anything else goes
 * through Date. Millisecond precision, as Date has.
 */
export function toIsoTimestamp(value: string): string {
  const match = UTC_TEXT.exec(value);
  if (!match) return new Date(value).toISOString();
  const fraction = (match[3] ?? '').padEnd(3, '0').slice(0, 3);
  return `${match[1]}T${match[2]}.${fraction}Z`;
}

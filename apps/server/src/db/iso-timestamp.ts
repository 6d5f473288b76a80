/**
 * Timestamps come from the database as text (docs/architecture.md "Stack notes" keeps them strings); the API speaks ISO 8601
 * in UTC with milliseconds. Sessions run in UTC (db/client.ts), so PostgreSQL writes
 * '2026-03-01 10:00:00.12+00' (trailing zeros of the fraction trimmed, none when it is zero): that
 * case is rewritten by slicing, without a regular expression or a Date; a list of 100 tasks has 300
 * timestamps (issue 9). Anything else goes through Date. Millisecond precision, as Date has.
 */
export function toIsoTimestamp(value: string): string {
  const length = value.length;
  // 'YYYY-MM-DD HH:MM:SS' is 19 characters, then an optional '.' and 1–6 digits, then '+00'.
  if (length >= 22 && length <= 29 && value.charCodeAt(10) === 32 && value.endsWith('+00') && (length === 22 || value.charCodeAt(19) === 46)) {
    const fraction = length === 22 ? '000' : value.slice(20, length - 3);
    const millis = fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, '0');
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${millis}Z`;
  }
  return new Date(value).toISOString();
}

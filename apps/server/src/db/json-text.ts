import { toIsoTimestamp } from './iso-timestamp';

// Pieces for writing a JSON document by hand from database values, for the lists of the fast path:
// a string is escaped by JSON.stringify, everything else is written as it is. Each area's writer has a
// property test that its output parses to exactly what JSON.stringify of the same object gives.

/** A text value, or null. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? 'null' : JSON.stringify(value);
}

/** A value that needs no escaping (a uuid, an enum value, a 'YYYY-MM-DD' date), or null. */
export function jsonPlain(value: unknown): string {
  return value === null || value === undefined ? 'null' : `"${String(value)}"`;
}

/** A number or a boolean, or null. */
export function jsonScalar(value: unknown): string {
  return value === null || value === undefined ? 'null' : String(value);
}

/** A timestamp as an ISO string in UTC, or null. */
export function jsonTimestamp(value: unknown): string {
  return value === null || value === undefined ? 'null' : `"${toIsoTimestamp(String(value))}"`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a string that can be a row id. A path id that is not one is "not found" at once, and never
 * reaches PostgreSQL's uuid parser (whose error would be a 500).
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * updated_at is also the task's version: a client sends back the updatedAt it saw and a stale edit gets
 * 409. Two changes in the same millisecond (or a clock step back) must still give different versions,
 * so each change moves updated_at strictly forward: at least 1 ms after the previous one. Changes are
 * serialised by the row lock, so this is a per-task monotonic counter that also reads as a time.
 */
export function nextVersion(previousUpdatedAt: string, now: string): string {
  return new Date(Math.max(Date.parse(now), Date.parse(previousUpdatedAt) + 1)).toISOString();
}

export function isSameVersion(expected: string, actual: string): boolean {
  return Date.parse(expected) === Date.parse(actual);
}

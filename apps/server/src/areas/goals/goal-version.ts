/**
 * updated_at is also the goal's version: the edit form sends back the updatedAt it saw and a stale
 * save gets 409 (docs/product/goals.md "Stale edits"). Each change moves it strictly forward, by at
 * least 1 ms, even for two changes in the same millisecond; changes are serialised by the goal's row
 * lock, so this is a per-goal counter that also reads as a time.
 */
export function nextGoalVersion(previousUpdatedAt: string, now: string): string {
  return new Date(Math.max(Date.parse(now), Date.parse(previousUpdatedAt) + 1)).toISOString();
}

export function isSameGoalVersion(expected: string, actual: string): boolean {
  return Date.parse(expected) === Date.parse(actual);
}

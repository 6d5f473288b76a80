import { useState } from 'react';

/**
 * The value a controlled checkbox or switch shows, so that a click shows at once. TanStack Query tells
 * React about an optimistic update or a pending mutation a moment after the click, and until then a
 * controlled box flicks back to the old value. The clicked value holds only while `version` (the
 * milestone object, the mutation's submittedAt) is the one it was clicked on; any newer version
 * (optimistic, saved, reloaded, failed) leads again.
 */
export function useValueShownAtOnce<T>(current: T, version: unknown): [T, (clicked: T) => void] {
  const [clicked, setClicked] = useState<{ version: unknown; value: T } | null>(null);
  const shown = clicked !== null && Object.is(clicked.version, version) ? clicked.value : current;
  return [shown, (value: T) => setClicked({ version, value })];
}

import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` for the first frame, then renders `children` as a transition: React builds a large
 * first screen (a page's data arriving) in slices of a few milliseconds with the main thread free
 * between them, instead of one long task that blocks input (issue 19 "TBT", decision 015). Data
 * arrives through useSyncExternalStore, whose renders are always synchronous, so a transition has to
 * be asked for here. Once shown, the children update as usual: an optimistic change is never deferred.
 */
export function MountInTransition({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : fallback;
}

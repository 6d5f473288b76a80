import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyWaitingUpdate } from './service-worker';

/**
 * docs/product/offline.md "Updates": a new version of the app takes over when the person moves to
 * another screen (the path changes), never while they stay on one, where a form may be half typed.
 */
export function ServiceWorkerUpdates() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) applyWaitingUpdate();
  }, [pathname]);
  return null;
}

import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-updates';

// The live-updates connection's status, for any screen to read. Module-level, like the toast store:
// the connection is opened in app/live-updates/, the indicator that reads it sits in the shell header.

let current: LiveStatus = 'connecting';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function getLiveStatus(): LiveStatus {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'connecting' until the stream is ready, 'live' while it is, 'offline' while it is down. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}

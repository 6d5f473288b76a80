import type { Delivery, EventBus } from './change-event';

/**
 * The bus of one process (the embedded database serves one instance): a delivery reaches every
 * subscriber synchronously, so a stream hears of a change before the request that made it answers.
 */
export function createInProcessBus(): EventBus {
  const listeners = new Set<(delivery: Delivery) => void>();
  const resyncListeners = new Set<() => void>();
  return {
    publish(delivery) {
      for (const listener of listeners) listener(delivery);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    listening: () => true,
    async close() {
      listeners.clear();
      resyncListeners.clear();
    },
  };
}

import { ApiError } from './api-error';

// docs/product/shell.md "Offline": until changes can wait for the network (a later issue), a change
// made offline is not saved, and the place where it was made says so (issue 18 §2).

/** Where it was made: a form's error, the quick add's line, an action's note. */
export const NOT_SAVED_OFFLINE = "Not saved: you're offline. Try again once you're back online.";
/** A page or a list that cannot load while offline. */
export const NOT_LOADED_OFFLINE = "You're offline. This will load once you're back online.";

/** The browser says it has no network (it fires `offline` and `online` as that changes). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function offlineError(write: boolean): ApiError {
  return new ApiError({ status: 0, code: 'OFFLINE', message: write ? NOT_SAVED_OFFLINE : NOT_LOADED_OFFLINE });
}

/**
 * Refuses a change before it starts while offline: run before every mutation's own onMutate, so no
 * optimistic change shows what was never saved, and the mutation's onError says so where it happened.
 */
export function refuseChangesWhileOffline(): void {
  if (browserIsOffline()) throw offlineError(true);
}

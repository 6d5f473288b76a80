// docs/product/shell.md "Errors": after a redeploy, a tab whose code is gone reloads once by itself to
// get the new version; a second failure soon after is not a redeploy, so it stays and says so.

/** A reload for an update within this long of the last one is not made by itself. */
export const UPDATE_RELOAD_GUARD_MS = 60_000;

const STORAGE_KEY = 'cadence:update-reload-at';

/** Whether a reload by itself may happen now, given when the last one happened (null: never, in this tab). */
export function mayReloadForUpdate(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  // A clock set back reads as "long ago": better one reload too many than a tab stuck.
  return now < lastReloadAt || now - lastReloadAt >= UPDATE_RELOAD_GUARD_MS;
}

/** When this tab last reloaded by itself for an update (sessionStorage: this tab only, gone with it). */
export function lastUpdateReload(): number | null {
  try {
    const stored = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Reloads the page, noting when, if the guard allows it; false when it does not (or storage is refused). */
export function reloadForUpdate(now: number = Date.now()): boolean {
  if (!mayReloadForUpdate(lastUpdateReload(), now)) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold: do not risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}

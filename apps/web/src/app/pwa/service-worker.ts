import { SW_MESSAGES } from '../../lib/sw-messages';

// docs/product/offline.md "Updates": the service worker is registered a few seconds after the page has
// loaded (its precache download must not compete with the first screen), and a new version waits until a safe
// moment: the next move to another screen, never while the person stays on one, where a form may be
// half typed. Then the new worker takes over and the page loads anew at the screen it was going to:
// never half-old, half-new.

let registration: ServiceWorkerRegistration | null = null;
/** The one registration asked for, whether by the lazy timer below or by turning reminders on. */
let registering: Promise<ServiceWorkerRegistration> | null = null;

function registerOnce(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register('/sw.js').then(
    (registered) => (registration = registered),
    (error: unknown) => {
      // A failed registration may be asked for again (the next key press, or the Reminders card).
      registering = null;
      throw error;
    },
  );
  return registering;
}

/** How long after the page's load the worker is registered, if the person has not pressed anything by then. */
const REGISTER_DELAY_MS = 10_000;
let takeoverAsked = false;

/** Registers /sw.js after the page's load; nothing in development or where there are no service workers. */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Only a takeover this page asked for reloads it: the first install controls nothing that ran before.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (takeoverAsked) window.location.reload();
  });
  const register = () => void registerOnce().catch(() => undefined);
  // Well after the load: the worker's install fetches the whole build (about 1.1 MB before
  // compression), which must not compete with the first screen's requests and work. Registered at load
  // it tripled the board's Total Blocking Time in Lighthouse's mobile profile (335 → 930–1,200 ms), and
  // five seconds later still doubled it (784 ms). So it waits for the person's first key or tap, or
  // for ten quiet seconds, whichever comes first (decision 018).
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    register();
  };
  const afterLoad = () => {
    window.addEventListener('pointerdown', once, { once: true, passive: true });
    window.addEventListener('keydown', once, { once: true, passive: true });
    window.setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(once, { timeout: 2_000 }) : once()), REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * The active service worker's registration, registered now if the page has not done so yet: turning
 * reminders on (docs/product/reminders.md) subscribes with its PushManager and cannot wait for the
 * lazy registration above. Null where there are no service workers (and in development, where there is
 * no built worker). Handed to the Reminders card by app/profile-route.tsx.
 */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  await registerOnce();
  return navigator.serviceWorker.ready;
}

/** A safe moment has come (the person moved to another screen): a version waiting to take over does. */
export function applyWaitingUpdate(): void {
  const waiting = registration?.waiting;
  // A first install has nothing to take over from (no controller): it waits for nothing.
  if (!waiting || !navigator.serviceWorker.controller) return;
  takeoverAsked = true;
  waiting.postMessage({ type: SW_MESSAGES.activate });
  // The browser lets the new worker take over once the old one has no work in flight. Should that not
  // come soon, the page loads anew all the same: whichever version answers, it answers all of it.
  window.setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
}

/** How long a takeover may take before the page reloads anyway. */
const TAKEOVER_WAIT_MS = 3_000;

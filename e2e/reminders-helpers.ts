import { createECDH, randomBytes } from 'node:crypto';
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

// Reminders in the browser suite (docs/product/reminders.md, issue 21 §3).
//
// Chromium here has no push service: PushManager.subscribe is refused in Playwright's contexts
// ("Registration failed - permission denied": they are incognito profiles) and never answers in a
// profile of its own (it waits for FCM). So the page's PushManager is given a STAND-IN subscription:
// an endpoint on a push service that does not exist and keys the test holds. Everything else is real:
// the permission, the service worker registered by turning notifications on, the server's device
// routes, and pushes delivered to the worker through the DevTools protocol.

/** A stand-in subscription's parts, as PushSubscription.toJSON() gives them. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function standInSubscription(): StandInSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${randomBytes(12).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * Gives every page of the context a PushManager whose subscribe() answers the stand-in subscription
 * (kept in localStorage, as a browser keeps its real one across loads) and whose unsubscribe() drops it.
 */
export async function useStandInPushManager(context: BrowserContext, subscription: StandInSubscription): Promise<void> {
  await context.addInitScript((json: StandInSubscription) => {
    const STORE = 'e2e-stand-in-push-subscription';
    const made = (key: number[]) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => ({ ...json, expirationTime: null }),
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    const held = () => {
      const key = localStorage.getItem(STORE);
      return key ? made(JSON.parse(key) as number[]) : null;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return held() as unknown as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : new Uint8Array();
      localStorage.setItem(STORE, JSON.stringify([...bytes]));
      return held() as unknown as PushSubscription;
    };
  }, subscription);
}

/** The page's service worker as Playwright drives it, once it has been registered and runs. */
export async function cadenceServiceWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js'));
  return running ?? context.waitForEvent('serviceworker', { predicate: (worker) => worker.url().endsWith('/sw.js'), timeout: 20_000 });
}

/** A push as the server sends it (its decrypted payload), delivered to the page's service worker through the DevTools protocol. */
export async function deliverPush(page: Page, payload: unknown): Promise<void> {
  // A push delivered to a registration whose worker is still installing or activating is dropped
  // without a word: wait for the page's worker to be active first.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null)).toBe('activated');
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`)).toBe(true);
  const registration = registrations.find((candidate) => !candidate.isDeleted && candidate.scopeURL === `${origin}/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

/**
 * Delivers a push until the worker shows what `shown` waits for: DevTools' delivery is best effort
 * (a push sent while the worker is still busy with a notification's click was dropped now and then in
 * full runs, never by a real push service, which retries), so it is sent again after 5 s, at most
 * three times. What the worker shows for one delivery is the product's rule; how often Chromium takes
 * a delivery from DevTools is not.
 */
export async function deliverPushUntilShown(page: Page, payload: unknown, shown: (notifications: ShownNotification[]) => boolean): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await deliverPush(page, payload);
    try {
      await expect.poll(async () => shown(await shownNotifications(page)), { timeout: 5_000 }).toBe(true);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string; actionToken: string | null };
  actions: Array<{ action: string; title: string }>;
}

/** The notifications the worker shows now, read from the page (registration.getNotifications()). */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as { url: string; actionToken: string | null },
      actions: ((notification as Notification & { actions?: Array<{ action: string; title: string }> }).actions ?? []).map(({ action, title }) => ({ action, title })),
    }));
  });
}

/**
 * A person presses one of the notification's buttons ('done', 'snooze') or its body (''): the worker's
 * own notificationclick handler runs, on the notification it shows. Chromium offers no way to click a
 * notification from the DevTools protocol, so the event is dispatched in the worker. (A dispatched
 * event is not trusted, so its waitUntil throws after the handler has started its work: the work runs.)
 */
export async function clickNotification(worker: Worker, tag: string, action: string): Promise<void> {
  await worker.evaluate(
    async ({ tag, action }) => {
      // The worker's globals, which the suite's DOM types do not have.
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
      const NotificationClick = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event }).NotificationEvent;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag}`);
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}

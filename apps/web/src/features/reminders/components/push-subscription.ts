import type { PushSubscriptionInput } from '@cadence/shared';
import { applicationServerKeyBytes } from './push-key';

// This browser's side of Web Push (docs/product/reminders.md "Devices"): the permission, and the
// subscription its service worker's PushManager holds.

/** Whether this browser can get notifications at all: a service worker, its PushManager, and notifications. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** 'granted', 'denied' (blocked in the browser's settings) or 'default' (not asked yet). */
export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** The subscription this browser holds now, if its service worker was ever registered; never registers it. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameKey(held: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * This browser's subscription for the server's key: the one it holds, or a new one. A subscription
 * made for another key (the server's keys were replaced) is dropped first: the push service would
 * refuse the server's messages to it.
 */
export async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = applicationServerKeyBytes(publicKey);
  const held = await registration.pushManager.getSubscription();
  if (held && sameKey(held.options.applicationServerKey, key)) return held;
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** What POST /api/push-devices takes: the subscription as the browser writes it out. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

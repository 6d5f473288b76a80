import type { ThisDevice } from './this-device';

/** The switch 'Notifications on this device' (docs/product/reminders.md "Devices"), in words on screen. */
export type DeviceNotificationState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'on'; deviceId: string }
  | { kind: 'off' };

export interface DeviceNotificationFacts {
  /** A service worker, PushManager and notifications exist here. */
  supported: boolean;
  permission: NotificationPermission;
  /** The endpoint of the subscription this browser holds: null for none, undefined while it is read. */
  endpoint: string | null | undefined;
  /** What this browser remembers of its device, for the person signed in. */
  remembered: ThisDevice | null;
  /** The ids of the person's devices, as the server lists them; undefined while they load. */
  deviceIds: readonly string[] | undefined;
}

/**
 * On only when all of it holds: notifications allowed, a subscription held, and the server listing the
 * device this browser registered it as. A device removed elsewhere (or by the server, when its push
 * service said it is gone) reads off here, and turning on registers the subscription again.
 */
export function deviceNotificationState(facts: DeviceNotificationFacts): DeviceNotificationState {
  if (!facts.supported) return { kind: 'unsupported' };
  if (facts.permission === 'denied') return { kind: 'blocked' };
  if (facts.endpoint === undefined || facts.deviceIds === undefined) return { kind: 'checking' };
  const { remembered } = facts;
  if (facts.permission === 'granted' && facts.endpoint !== null && remembered?.endpoint === facts.endpoint && facts.deviceIds.includes(remembered.deviceId)) {
    return { kind: 'on', deviceId: remembered.deviceId };
  }
  return { kind: 'off' };
}

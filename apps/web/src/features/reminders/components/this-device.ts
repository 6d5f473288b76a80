// Which of the person's push devices is this browser (docs/product/reminders.md "Devices"). The list
// the server gives does not carry the subscriptions' addresses, so the browser remembers the id it was
// given for its subscription, per person: on a shared computer another person's switch reads off.

const STORAGE_PREFIX = 'cadence-push-device:';

export interface ThisDevice {
  /** The subscription's endpoint, to know it is still the one this browser holds. */
  endpoint: string;
  deviceId: string;
}

export function rememberedDevice(userId: string): ThisDevice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + userId) ?? 'null') as Partial<ThisDevice> | null;
    return typeof stored?.endpoint === 'string' && typeof stored.deviceId === 'string' ? { endpoint: stored.endpoint, deviceId: stored.deviceId } : null;
  } catch {
    return null;
  }
}

export function rememberDevice(userId: string, device: ThisDevice): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + userId, JSON.stringify(device));
  } catch {
    // Storage refused (private mode, full): the switch reads off after a reload, and turning it on again finds the same device.
  }
}

export function forgetDevice(userId: string): void {
  try {
    window.localStorage.removeItem(STORAGE_PREFIX + userId);
  } catch {
    // As above.
  }
}

import { describeUserAgent } from '@cadence/shared';

/** The contract's limit on a device's name (POST /api/push-devices). */
const DEVICE_NAME_MAX_LENGTH = 60;

/**
 * The name this browser is listed under in the profile's Reminders card (docs/product/reminders.md):
 * 'Chrome on Android', in the words of the Signed-in devices list. What cannot be told is left out,
 * never shown as 'Unknown'.
 */
export function pushDeviceName(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  const knownBrowser = browser === 'Unknown browser' ? null : browser;
  const knownSystem = os === 'Unknown system' ? null : os;
  const name = knownBrowser && knownSystem ? `${knownBrowser} on ${knownSystem}` : (knownBrowser ?? (knownSystem ? `A browser on ${knownSystem}` : 'A browser'));
  return name.slice(0, DEVICE_NAME_MAX_LENGTH);
}

import { useEffect } from 'react';
import { registerPushDevice } from '../api/register-push-device';
import { pushDeviceName } from './push-device-name';
import { currentSubscription, notificationPermission, pushSupported, subscriptionInput } from './push-subscription';
import { rememberDevice, rememberedDevice } from './this-device';

/** Long enough after the start that the first screen has everything it asks for. */
const RENEW_AFTER_MS = 5_000;

/**
 * docs/product/reminders.md "Devices": a push device belongs to the session that registered it, and goes
 * with it (a sign-out, a password change elsewhere). So when Cadence opens in a browser that gets
 * reminders, it registers its subscription again under the session in use (the same endpoint is the
 * same device). Quietly, a few seconds after the start; never registering the service worker itself.
 */
export function RenewThisDevice({ userId }: { userId: string }) {
  useEffect(() => {
    if (!pushSupported() || notificationPermission() !== 'granted') return;
    const remembered = rememberedDevice(userId);
    if (!remembered) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void (async () => {
        const subscription = await currentSubscription();
        if (cancelled || !subscription || subscription.endpoint !== remembered.endpoint) return;
        const device = await registerPushDevice({ name: pushDeviceName(navigator.userAgent), subscription: subscriptionInput(subscription) });
        if (!cancelled) rememberDevice(userId, { endpoint: subscription.endpoint, deviceId: device.id });
      })().catch(() => undefined);
    }, RENEW_AFTER_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [userId]);
  return null;
}

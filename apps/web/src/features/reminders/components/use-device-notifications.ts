import type { PushDevice } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useRegisterPushDevice } from '../api/register-push-device';
import { useRemovePushDevice } from '../api/remove-push-device';
import { deviceNotificationState, type DeviceNotificationState } from './device-notification-state';
import { pushDeviceName } from './push-device-name';
import { currentSubscription, notificationPermission, pushSupported, subscribe, subscriptionInput } from './push-subscription';
import { forgetDevice, rememberDevice, rememberedDevice } from './this-device';

/** The app's service worker, registered now if it was not yet (app/pwa/service-worker.ts); null where there is none. */
export type ServiceWorkerSource = () => Promise<ServiceWorkerRegistration | null>;

/** How long the browser's push service may take to give a subscription. */
const SUBSCRIBE_WAIT_MS = 30_000;

export const DEVICE_NOTIFICATION_MESSAGES = {
  notAllowed: 'Notifications were not allowed. Turn the switch on again and choose Allow.',
  noWorker: 'This browser cannot get notifications from Cadence here.',
  noPushService: "This browser's push service did not answer, so notifications could not be turned on. Try again later.",
} as const;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface DeviceNotifications {
  state: DeviceNotificationState;
  turnOn: () => void;
  turnOff: () => void;
  busy: boolean;
  error: unknown;
}

/**
 * 'Notifications on this device' (docs/product/reminders.md "Devices"). Turning on asks the browser's
 * permission (in the click, as browsers require), registers the service worker if the page has not yet,
 * subscribes with its PushManager for the server's key and registers the subscription under a name
 * from the user agent. Turning off removes the device, then drops the subscription.
 */
export function useDeviceNotifications({ userId, publicKey, devices, serviceWorker }: { userId: string; publicKey: string | undefined; devices: readonly PushDevice[] | undefined; serviceWorker: ServiceWorkerSource }): DeviceNotifications {
  const supported = pushSupported();
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? notificationPermission() : 'default'));
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [reads, readAgain] = useReducer((count: number) => count + 1, 0);
  const register = useRegisterPushDevice();
  const remove = useRemovePushDevice();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    );
    return () => {
      live = false;
    };
  }, [supported, reads]);

  // The person may allow or block notifications in the browser's settings while the page is open.
  useEffect(() => {
    if (!supported || !('permissions' in navigator)) return;
    let status: PermissionStatus | null = null;
    const changed = () => {
      setPermission(notificationPermission());
      readAgain();
    };
    navigator.permissions.query({ name: 'notifications' }).then(
      (found) => {
        status = found;
        found.addEventListener('change', changed);
      },
      () => undefined,
    );
    return () => status?.removeEventListener('change', changed);
  }, [supported]);

  const on = useMutation({
    mutationFn: async () => {
      if (!publicKey) throw new Error(DEVICE_NOTIFICATION_MESSAGES.noWorker);
      const asked = notificationPermission() === 'granted' ? 'granted' : await Notification.requestPermission();
      setPermission(asked);
      // Blocked: the card says how to allow them; nothing else to do here.
      if (asked === 'denied') return;
      if (asked !== 'granted') throw new Error(DEVICE_NOTIFICATION_MESSAGES.notAllowed);
      const registration = await serviceWorker().catch(() => null);
      if (!registration) throw new Error(DEVICE_NOTIFICATION_MESSAGES.noWorker);
      const subscription = await withinTime(subscribe(registration, publicKey), SUBSCRIBE_WAIT_MS).catch(() => {
        throw new Error(DEVICE_NOTIFICATION_MESSAGES.noPushService);
      });
      const device = await register.mutateAsync({ name: pushDeviceName(navigator.userAgent), subscription: subscriptionInput(subscription) });
      rememberDevice(userId, { endpoint: subscription.endpoint, deviceId: device.id });
      setEndpoint(subscription.endpoint);
    },
  });

  const off = useMutation({
    mutationFn: async () => {
      const remembered = rememberedDevice(userId);
      // The server first: should it fail, the switch stays on and says so, rather than a device listed that can no longer be reached.
      if (remembered) await remove.mutateAsync(remembered.deviceId);
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      forgetDevice(userId);
      setEndpoint(null);
    },
  });

  const state = deviceNotificationState({ supported, permission, endpoint, remembered: rememberedDevice(userId), deviceIds: devices?.map((device) => device.id) });
  const { mutate: turnOnNow, reset: resetOn } = on;
  const { mutate: turnOffNow, reset: resetOff } = off;
  const turnOn = useCallback(() => {
    resetOff();
    turnOnNow();
  }, [turnOnNow, resetOff]);
  const turnOff = useCallback(() => {
    resetOn();
    turnOffNow();
  }, [turnOffNow, resetOn]);
  return { state, turnOn, turnOff, busy: on.isPending || off.isPending, error: on.error ?? off.error };
}

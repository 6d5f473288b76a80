import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { usePushDevices } from '../api/get-push-devices';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useUpdateReminderSettings } from '../api/update-reminder-settings';
import { DeviceNotificationsSwitch } from './device-notifications-switch';
import { PushDeviceList } from './push-device-list';
import { ReminderSettingsForm } from './reminder-settings-form';
import { useDeviceNotifications, type ServiceWorkerSource } from './use-device-notifications';

/**
 * The profile's 'Reminders' card (docs/product/reminders.md; issue 21 §3): notifications on this
 * device, the person's devices with a test notification and Remove each, the e-mail fallback and quiet
 * hours. `serviceWorker` is the app's worker (composed in app/profile-route.tsx): turning notifications
 * on needs its PushManager, even before the page would have registered it.
 */
export function RemindersCard({ serviceWorker }: { serviceWorker: ServiceWorkerSource }) {
  const headingId = useId();
  const { user } = useSession();
  const settings = useReminderSettings();
  const devices = usePushDevices();
  const update = useUpdateReminderSettings();
  const notifications = useDeviceNotifications({ userId: user?.id ?? '', publicKey: settings.data?.pushPublicKey, devices: devices.data, serviceWorker });

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-5">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <Bell aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />
            Reminders
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Tasks with a due time and a reminder, and habits with reminder times, remind you on the devices where notifications are on.
          </p>
        </div>
        {settings.isPending ? (
          <div className="space-y-3" role="status">
            <span className="sr-only">Loading your reminder settings…</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : settings.isError ? (
          <Alert tone="error" action={<Button variant="secondary" className="px-3 py-1.5" onClick={() => void settings.refetch()}>Try again</Button>}>
            We couldn't load your reminder settings.
          </Alert>
        ) : (
          <>
            <DeviceNotificationsSwitch notifications={notifications} />
            <div className="space-y-3">
              <h3 className="text-base font-semibold text-slate-900 dark:text-white">
                Your devices
              </h3>
              <PushDeviceList devices={devices} thisDeviceId={notifications.state.kind === 'on' ? notifications.state.deviceId : null} onRemoveThisDevice={notifications.turnOff} />
            </div>
            <ReminderSettingsForm key={settingsKey(settings.data)} settings={settings.data} update={update} />
          </>
        )}
      </section>
    </Card>
  );
}

/** The form starts again from what is stored when that changes (a save here, or another device's). */
function settingsKey({ emailFallback, quietHours }: { emailFallback: boolean; quietHours: { start: string; end: string } | null }): string {
  return `${emailFallback}|${quietHours ? `${quietHours.start}-${quietHours.end}` : 'off'}`;
}

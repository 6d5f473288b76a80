import type { PushDevice, PushTestResult } from '@cadence/shared';
import { BellRing, Laptop, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { personTimeZone } from '../../../lib/local-date';
import type { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { useSendTestNotification } from '../api/send-test-notification';

/** 'Nov 26, 2026, 9:41 PM', in the person's zone. */
function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: personTimeZone() }).format(new Date(iso));
}

const PHONE_NAMES = /\b(Android|iPhone|iPad)\b/;

interface PushDeviceListProps {
  devices: ReturnType<typeof usePushDevices>;
  /** The id this browser was registered as, when notifications are on here. */
  thisDeviceId: string | null;
  /** Removing this browser's own device turns notifications off here too (the subscription is dropped). */
  onRemoveThisDevice: () => void;
}

/** The person's devices with notifications on (docs/product/reminders.md "Devices"): a test notification and Remove for each. */
export function PushDeviceList({ devices, thisDeviceId, onRemoveThisDevice }: PushDeviceListProps) {
  if (devices.isPending) {
    return (
      <div className="space-y-3" role="status">
        <span className="sr-only">Loading your devices…</span>
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (devices.isError) {
    return (
      <Alert tone="error" action={<Button variant="secondary" className="px-3 py-1.5" onClick={() => void devices.refetch()}>Try again</Button>}>
        We couldn't load the devices that get your reminders.
      </Alert>
    );
  }
  if (devices.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
        No device gets your reminders yet. Turn on notifications on this device, or open Cadence on your phone and turn them on there.
      </p>
    );
  }
  // This browser first, as in 'Signed-in devices'.
  const ordered = [...devices.data].sort((a, b) => Number(b.id === thisDeviceId) - Number(a.id === thisDeviceId));
  return (
    <ul aria-label="Devices that get your reminders" className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {ordered.map((device) => (
        <PushDeviceRow key={device.id} device={device} isThisDevice={device.id === thisDeviceId} onRemoveThisDevice={onRemoveThisDevice} />
      ))}
    </ul>
  );
}

function PushDeviceRow({ device, isThisDevice, onRemoveThisDevice }: { device: PushDevice; isThisDevice: boolean; onRemoveThisDevice: () => void }) {
  const test = useSendTestNotification();
  const remove = useRemovePushDevice();
  const [result, setResult] = useState<PushTestResult | null>(null);
  const Icon = PHONE_NAMES.test(device.name) ? Smartphone : Laptop;

  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
            <span className="break-words">{device.name}</span>
            {isThisDevice ? <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">This device</span> : null}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            Added {formatMoment(device.createdAt)} · {device.lastSuccessAt ? `Last reached ${formatMoment(device.lastSuccessAt)}` : 'Not reached yet'}
          </p>
        </div>
        <Button
          variant="ghost"
          className="-my-1 -mr-2 shrink-0 px-2.5 py-1.5 text-red-700 dark:text-red-300"
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          aria-label={`Remove ${device.name}`}
          loading={remove.isPending}
          loadingLabel="Removing..."
          onClick={() => (isThisDevice ? onRemoveThisDevice() : remove.mutate(device.id))}
        >
          {/* On a phone the name keeps the width: the button is its icon (its name stays 'Remove …'). */}
          <span className="max-sm:sr-only">Remove</span>
        </Button>
      </div>
      <div className="sm:pl-8">
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          icon={<BellRing aria-hidden="true" className="h-4 w-4" />}
          aria-label={`Send a test notification to ${device.name}`}
          loading={test.isPending}
          loadingLabel="Sending..."
          onClick={() => {
            setResult(null);
            test.mutate(device.id, { onSuccess: setResult });
          }}
        >
          Send a test notification
        </Button>
        {result ? (
          <p role="status" className={cx('mt-2 text-sm', result.delivered ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300')}>
            {result.message}
          </p>
        ) : null}
        {test.isError || remove.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {errorMessage(test.error ?? remove.error, test.isError ? 'Could not send a test notification. Please try again.' : 'Could not remove that device. Please try again.')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

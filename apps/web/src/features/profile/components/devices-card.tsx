import { DEVICE_MESSAGES, type SignedInDevice } from '@cadence/shared';
import { LoadFailed, LoadingRows } from '../../../components/ui/load-states';
import { Laptop, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { personTimeZone } from '../../../lib/local-date';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices';

/** The card's anchor: every security e-mail links to /profile#devices (docs/product/accounts.md "Security e-mails"). */
const DEVICES_ANCHOR = 'devices';

/** Opened as /profile#devices: once the list is in, the card is scrolled to and takes the focus (once). */
function useFocusWhenLinked(anchor: string, ready: boolean) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready || hash !== `#${anchor}` || !ref.current) return;
    done.current = true;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [anchor, hash, ready]);
  return ref;
}

/** 'Nov 26, 2026, 9:41 PM', in the person's zone. */
function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: personTimeZone() }).format(new Date(iso));
}

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

/**
 * 'Signed-in devices' (docs/product/accounts.md "Signed-in devices"; issue 18 §12): every session of
 * the account, this device first and marked; 'Sign out' per other device and 'Sign out everywhere
 * else', asked first.
 */
export function DevicesCard() {
  const headingId = useId();
  const devices = useDevices();
  const section = useFocusWhenLinked(DEVICES_ANCHOR, devices.isSuccess);
  const others = useSignOutOtherDevices();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const otherCount = devices.data?.filter((device) => !device.current).length ?? 0;

  return (
    <Card>
      <section id={DEVICES_ANCHOR} ref={section} tabIndex={-1} aria-labelledby={headingId} className="scroll-mt-6 focus:outline-none">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Signed-in devices
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Where your account is signed in now.</p>
        {message ? (
          <Alert tone="success" className="mt-3">
            {message}
          </Alert>
        ) : null}
        {others.isError ? (
          <Alert tone="error" className="mt-3">
            {errorText(others.error, 'Could not sign the other devices out. Please try again.')}
          </Alert>
        ) : null}
        {devices.isPending ? (
          <LoadingRows label="Loading your devices…" rows={2} />
        ) : devices.isError ? (
          <LoadFailed message={"We couldn't load your devices right now."} onRetry={() => void devices.refetch()} />
        ) : (
          <>
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {devices.data.map((device) => (
                <DeviceRow key={device.id} device={device} onSignedOut={(text) => setMessage(text)} />
              ))}
            </ul>
            {otherCount === 0 ? (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No other device is signed in.</p>
            ) : (
              <Button variant="secondary" className="mt-4" loading={others.isPending} loadingLabel="Signing out..." onClick={() => setAsking(true)}>
                Sign out everywhere else
              </Button>
            )}
          </>
        )}
      </section>
      {asking ? (
        <ConfirmDialog
          title="Sign out everywhere else?"
          keepLabel="Stay signed in"
          confirmLabel="Sign out everywhere else"
          danger
          onKeep={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            setMessage(null);
            others.mutate(undefined, { onSuccess: ({ signedOut }) => setMessage(DEVICE_MESSAGES.signedOutOthers(signedOut)) });
          }}
        >
          <p>
            {otherCount === 1 ? 'The other device' : `The ${otherCount} other devices`} signed in to your account will be signed out. This device stays signed
            in.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function DeviceRow({ device, onSignedOut }: { device: SignedInDevice; onSignedOut: (message: string) => void }) {
  const signOut = useSignOutDevice(() => onSignedOut(DEVICE_MESSAGES.signedOut));
  const name = `${device.browser} on ${device.os}`;

  const Icon = ['iPhone', 'Android'].includes(device.os) ? Smartphone : Laptop;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
            <span>
              {name}
              {/* docs/product/accounts.md "Signed-in devices": the network it signed in from, in words. */}
              {device.network ? <span className="whitespace-nowrap"> · {device.network}</span> : null}
            </span>
            {device.current ? (
              <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">This device</span>
            ) : null}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            Last active {formatMoment(device.lastActiveAt)} · Signed in {formatMoment(device.createdAt)}
          </p>
          {signOut.isError ? (
            <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
              {errorText(signOut.error, 'Could not sign that device out. Please try again.')}
            </p>
          ) : null}
        </div>
      </div>
      {device.current ? null : (
        <Button
          variant="secondary"
          className="shrink-0 self-start sm:self-center"
          aria-label={`Sign out ${name}`}
          loading={signOut.isPending}
          loadingLabel="Signing out..."
          onClick={() => signOut.mutate(device.id)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

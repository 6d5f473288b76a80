import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import type { DeviceNotifications } from './use-device-notifications';

/** What the switch's state says (docs/product/reminders.md "Devices"). */
const STATE_TEXT = {
  checking: 'Checking this browser…',
  unsupported: 'Not supported in this browser: it cannot show notifications from Cadence. On an iPhone or iPad, add Cadence to the Home Screen and open it from there.',
  blocked: "Blocked in this browser's settings.",
  on: 'On: your reminders come to this device.',
  off: 'Off: this device gets no reminders.',
} as const;

/**
 * 'Notifications on this device': a switch that asks the browser's permission and subscribes this
 * browser, or unsubscribes it; its state in words; how to unblock when the browser blocks them.
 */
export function DeviceNotificationsSwitch({ notifications }: { notifications: DeviceNotifications }) {
  const switchId = useId();
  const stateId = useId();
  const { state, busy, error } = notifications;
  const on = state.kind === 'on';
  const usable = state.kind === 'on' || state.kind === 'off';

  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={switchId} className="text-sm font-medium text-slate-900 dark:text-white">
            Notifications on this device
          </label>
          <p id={stateId} className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            {busy ? (
              <>
                <Spinner size="sm" decorative />
                {on ? 'Turning off…' : 'Turning on…'}
              </>
            ) : (
              STATE_TEXT[state.kind]
            )}
          </p>
        </div>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-describedby={stateId}
          checked={on}
          disabled={!usable || busy}
          onChange={(event) => (event.target.checked ? notifications.turnOn() : notifications.turnOff())}
          className={cx(
            'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-indigo-600 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none dark:bg-slate-500 dark:checked:bg-indigo-500',
            focusRing,
          )}
        />
      </div>
      {state.kind === 'blocked' ? (
        <Alert tone="info" className="mt-3">
          To allow them: open this site's settings (the icon at the left of the address bar, or Settings › Site settings on a phone), set Notifications to Allow, then
          reload this page.
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(error, error instanceof Error ? error.message : 'Could not change notifications on this device. Please try again.')}
        </Alert>
      ) : null}
    </div>
  );
}

import { updateReminderSettingsRequestSchema, type ReminderSettings } from '@cadence/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import type { useUpdateReminderSettings } from '../api/update-reminder-settings';
import { checkSettings, settingsInput, settingsValuesFrom } from './reminder-settings-values';

const SAVE_FAILED = 'Could not save your reminder settings. Please try again.';

const checkboxStyles = cx('mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-indigo-600 dark:accent-indigo-400', focusRing);

/**
 * 'E-mail me when no device can be reached' and quiet hours (docs/product/reminders.md "E-mail fallback",
 * "Quiet hours"), saved together. The form starts from what is stored; the card gives it a new key when
 * that changes.
 */
export function ReminderSettingsForm({ settings, update }: { settings: ReminderSettings; update: ReturnType<typeof useUpdateReminderSettings> }) {
  const ids = { heading: useId(), email: useId(), emailHint: useId(), quiet: useId(), quietHint: useId() };
  const form = useZodForm({
    schema: updateReminderSettingsRequestSchema,
    initialValues: settingsValuesFrom(settings),
    toInput: settingsInput,
    check: checkSettings,
    mutation: update,
    onSubmit: (body, { showServerError }) => update.mutate(body, { onError: (error) => showServerError(error, SAVE_FAILED) }),
  });
  const quietOn = form.values.quietHours === 'on';

  return (
    <form {...form.formProps} aria-labelledby={ids.heading} className="space-y-4">
      <h3 id={ids.heading} className="text-base font-semibold text-slate-900 dark:text-white">
        When and how
      </h3>
      {update.isSuccess && !update.isPending ? <Alert tone="success">Reminder settings saved.</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div className="flex items-start gap-3">
        <input
          id={ids.email}
          type="checkbox"
          aria-describedby={ids.emailHint}
          checked={form.values.emailFallback === 'on'}
          onChange={(event) => form.setValue('emailFallback', event.target.checked ? 'on' : '')}
          className={checkboxStyles}
        />
        <div>
          <label htmlFor={ids.email} className="block text-sm font-medium text-slate-900 dark:text-white">
            E-mail me when no device can be reached
          </label>
          <p id={ids.emailHint} className="text-xs text-slate-600 dark:text-slate-400">
            A reminder that reaches none of your devices (none turned on, or none answering) comes by e-mail instead.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={ids.quiet}
          type="checkbox"
          aria-describedby={ids.quietHint}
          checked={quietOn}
          onChange={(event) => form.setValue('quietHours', event.target.checked ? 'on' : '')}
          className={checkboxStyles}
        />
        <div>
          <label htmlFor={ids.quiet} className="block text-sm font-medium text-slate-900 dark:text-white">
            Quiet hours
          </label>
          <p id={ids.quietHint} className="text-xs text-slate-600 dark:text-slate-400">
            Reminders due in these hours wait until they end. Off: reminders come at any hour.
          </p>
        </div>
      </div>
      {quietOn ? (
        <div className="grid grid-cols-2 gap-3 pl-7 sm:max-w-sm">
          <TextField label="From" type="time" {...form.field('quietStart')} />
          <TextField label="To" type="time" {...form.field('quietEnd')} />
        </div>
      ) : null}
      <Button type="submit" variant="secondary" loading={form.isPending} loadingLabel="Saving...">
        Save reminder settings
      </Button>
    </form>
  );
}

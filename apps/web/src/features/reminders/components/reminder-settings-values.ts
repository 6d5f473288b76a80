import { isTimeOfDay, REMINDER_MESSAGES, type ReminderSettings } from '@cadence/shared';
import type { FieldErrors } from '../../../lib/validate-form';

/** The settings form as typed (docs/product/reminders.md "E-mail fallback", "Quiet hours"): text for every field. */
export interface ReminderSettingsValues {
  /** 'on' or ''. */
  emailFallback: string;
  /** 'on' or '': quiet hours kept or off. */
  quietHours: string;
  quietStart: string;
  quietEnd: string;
}

/** What the From and To fields offer when quiet hours are off: a night. */
const DEFAULT_QUIET = { start: '22:00', end: '07:00' } as const;

export function settingsValuesFrom(settings: Pick<ReminderSettings, 'emailFallback' | 'quietHours'>): ReminderSettingsValues {
  return {
    emailFallback: settings.emailFallback ? 'on' : '',
    quietHours: settings.quietHours ? 'on' : '',
    quietStart: settings.quietHours?.start ?? DEFAULT_QUIET.start,
    quietEnd: settings.quietHours?.end ?? DEFAULT_QUIET.end,
  };
}

/** What the schema reads (PUT /api/reminder-settings): quiet hours off are null, whatever the fields hold. */
export function settingsInput(values: ReminderSettingsValues): unknown {
  return { emailFallback: values.emailFallback === 'on', quietHours: values.quietHours === 'on' ? { start: values.quietStart, end: values.quietEnd } : null };
}

/** The schema names quiet hours' fields 'quietHours.start' and '.end': the form puts the words on From and To. */
export function checkSettings(values: ReminderSettingsValues): FieldErrors<ReminderSettingsValues> {
  if (values.quietHours !== 'on') return {};
  if (!isTimeOfDay(values.quietStart)) return { quietStart: REMINDER_MESSAGES.invalidQuietStart };
  if (!isTimeOfDay(values.quietEnd)) return { quietEnd: REMINDER_MESSAGES.invalidQuietEnd };
  return values.quietStart === values.quietEnd ? { quietEnd: REMINDER_MESSAGES.quietHoursSame } : {};
}

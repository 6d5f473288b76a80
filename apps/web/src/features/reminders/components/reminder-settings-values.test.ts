import { REMINDER_MESSAGES, updateReminderSettingsRequestSchema } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import { checkSettings, settingsInput, settingsValuesFrom } from './reminder-settings-values';

// docs/product/reminders.md "E-mail fallback" and "Quiet hours": the profile's reminder settings.

const rules = { schema: updateReminderSettingsRequestSchema, toInput: settingsInput, check: checkSettings };

describe('the reminder settings form', () => {
  it('offers a night (22:00 to 07:00) when quiet hours are off, and sends them as off', () => {
    const values = settingsValuesFrom({ emailFallback: false, quietHours: null });
    expect(values).toEqual({ emailFallback: '', quietHours: '', quietStart: '22:00', quietEnd: '07:00' });
    expect(validateForm(values, rules)).toEqual({ ok: true, data: { emailFallback: false, quietHours: null } });
  });

  it('round-trips what is stored', () => {
    const values = settingsValuesFrom({ emailFallback: true, quietHours: { start: '21:30', end: '06:45' } });
    expect(validateForm(values, rules)).toEqual({ ok: true, data: { emailFallback: true, quietHours: { start: '21:30', end: '06:45' } } });
  });

  it('puts the words on From and To: an empty time, and hours that end when they start', () => {
    const on = { emailFallback: '', quietHours: 'on', quietStart: '22:00', quietEnd: '07:00' };
    expect(validateForm({ ...on, quietStart: '' }, rules)).toMatchObject({ ok: false, errors: { quietStart: REMINDER_MESSAGES.invalidQuietStart } });
    expect(validateForm({ ...on, quietEnd: '' }, rules)).toMatchObject({ ok: false, errors: { quietEnd: REMINDER_MESSAGES.invalidQuietEnd } });
    expect(validateForm({ ...on, quietEnd: '22:00' }, rules)).toMatchObject({ ok: false, errors: { quietEnd: REMINDER_MESSAGES.quietHoursSame } });
    // Off, whatever the fields hold.
    expect(validateForm({ ...on, quietHours: '', quietEnd: '22:00' }, rules)).toMatchObject({ ok: true });
  });
});

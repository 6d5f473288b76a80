import { AUTH_MESSAGES, changePasswordRequestSchema } from '@cadence/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { changePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The inline form of Password Settings; asks for the current password (docs/decisions/001). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (values.newPassword !== values.confirmPassword) return setErrors({ confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch });
    const parsed = changePasswordRequestSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    setSaving(true);
    try {
      await changePassword(parsed.data);
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setMessage({ tone: 'success', text: AUTH_MESSAGES.profilePasswordUpdated });
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught, AUTH_MESSAGES.resetUnable) });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => {
        const value = e.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name]}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700" aria-label="Change password">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving} loadingLabel="Updating...">
          Update Password
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

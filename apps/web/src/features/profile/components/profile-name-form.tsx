import { AUTH_MESSAGES, updateProfileRequestSchema } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { profileQueryKey } from '../../../lib/profile-query';
import { sessionQueryKey } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';

export function ProfileNameForm({ initialName }: { initialName: string }) {
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = updateProfileRequestSchema.safeParse({ fullName });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.fullNameRequired);
      return;
    }
    setFieldError(undefined);
    setSaving(true);
    try {
      const saved = await updateProfile(parsed.data);
      queryClient.setQueryData(profileQueryKey, saved);
      // spec part 1 §7: the profile is refreshed after saving (the session carries the name too).
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      setFullName(saved.fullName);
      setMessage({ tone: 'success', text: AUTH_MESSAGES.profileUpdated });
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught, AUTH_MESSAGES.callbackUnexpected) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="profile-info-heading">
        <h2 id="profile-info-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Personal Information
        </h2>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={(e) => {
            setFullName(e.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          error={fieldError}
        />
        <Button type="submit" loading={saving} loadingLabel="Saving...">
          Save Changes
        </Button>
      </form>
    </Card>
  );
}

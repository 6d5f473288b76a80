import { AUTH_MESSAGES, updateProfileRequestSchema } from '@cadence/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileNameForm({ initialName }: { initialName: string }) {
  const update = useUpdateProfile();
  const form = useZodForm({
    schema: updateProfileRequestSchema,
    initialValues: { fullName: initialName },
    mutation: update,
    onSubmit: (body, { reset, showServerError }) =>
      update.mutate(body, {
        // The saved name, trimmed as the server stored it.
        onSuccess: (saved) => reset({ fullName: saved.fullName }),
        onError: (error) => showServerError(error, AUTH_MESSAGES.callbackUnexpected),
      }),
  });

  // docs/product/accounts.md "Profile": a name saved elsewhere (another tab or device, through live
  // updates) replaces the field's value only while the person has not edited it.
  const [savedName, setSavedName] = useState(initialName);
  if (initialName !== savedName) {
    setSavedName(initialName);
    if (form.values.fullName === savedName) form.reset({ fullName: initialName });
  }

  return (
    <Card>
      <form {...form.formProps} className="space-y-4" aria-labelledby="profile-info-heading">
        <h2 id="profile-info-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Personal Information
        </h2>
        {update.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.profileUpdated}</Alert> : null}
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <TextField label="Full Name" autoComplete="name" {...form.field('fullName')} />
        <Button type="submit" loading={form.isPending} loadingLabel="Saving...">
          Save Changes
        </Button>
      </form>
    </Card>
  );
}

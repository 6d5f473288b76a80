import { AUTH_MESSAGES, changePasswordRequestSchema } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { passwordsMustMatch } from '../../../lib/passwords-must-match';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

/** The inline form of Password Settings; asks for the current password (docs/decisions/001). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useZodForm({
    schema: changePasswordRequestSchema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // The confirmation is checked here and never sent.
    toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    check: passwordsMustMatch('newPassword', 'confirmPassword'),
    mutation: change,
    onSubmit: (body, { reset, showServerError }) =>
      change.mutate(body, {
        onSuccess: () => reset(),
        onError: (error) => showServerError(error, AUTH_MESSAGES.resetUnable),
      }),
  });

  return (
    <form {...form.formProps} className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700" aria-label="Change password">
      {change.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.profilePasswordUpdated}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField label="Current Password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <TextField label="New Password" type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.isPending} loadingLabel="Updating...">
          Update Password
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={form.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

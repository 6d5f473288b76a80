import { AUTH_MESSAGES, resetPasswordRequestSchema } from '@cadence/shared';
import { Button } from '../../../components/ui/button';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { setJustResetFlag } from '../just-reset-flag';
import { passwordsMustMatch } from '../../../lib/passwords-must-match';

interface Props {
  token: string;
  email: string;
  onSuccess: () => void;
  onError: (message: string) => void;
}

/** docs/product/accounts.md "Reset password": matching passwords and a score of 3, checked when a field loses focus. */
export function ResetPasswordForm({ token, email, onSuccess, onError }: Props) {
  const reset = useResetPassword();
  const form = useZodForm({
    schema: resetPasswordRequestSchema,
    initialValues: { newPassword: '', confirmPassword: '' },
    toInput: ({ newPassword }) => ({ token, newPassword }),
    check: passwordsMustMatch('newPassword', 'confirmPassword'),
    validateOn: 'blur',
    mutation: reset,
    onSubmit: (body, { showServerError }) =>
      reset.mutate(body, {
        onSuccess: () => {
          setJustResetFlag(email);
          onSuccess();
        },
        onError: (error) => {
          // A used or expired token ends the form; a refused password stays on its field.
          if (error instanceof ApiError && error.code === 'INVALID_TOKEN') onError(AUTH_MESSAGES.resetInvalidToken);
          else if (error instanceof ApiError && error.fields?.newPassword) showServerError(error, AUTH_MESSAGES.resetUnable);
          else onError(error instanceof ApiError && !error.isUnexpected && error.message ? error.message : AUTH_MESSAGES.resetUnable);
        },
      }),
  });

  return (
    <form {...form.formProps} className="space-y-5" aria-label="Choose a new password">
      <TextField label="Email" name="email" type="email" value={email} readOnly autoComplete="username" />
      <div className="space-y-2">
        <TextField label="New Password" type="password" autoComplete="new-password" {...form.field('newPassword')} />
        <PasswordStrengthMeter password={form.values.newPassword} />
      </div>
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <Button type="submit" className="w-full" loading={form.isPending} loadingLabel="Resetting Password...">
        Reset Password
      </Button>
    </form>
  );
}

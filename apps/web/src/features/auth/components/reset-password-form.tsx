import { AUTH_MESSAGES, resetPasswordSchema } from '@cadence/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/reset-password';
import { setJustResetFlag } from '../just-reset-flag';

interface Props {
  token: string;
  email: string;
  onSuccess: () => void;
  onError: (message: string) => void;
}

export function ResetPasswordForm({ token, email, onSuccess, onError }: Props) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // spec part 1 §5 reset page: matching first, then strength.
    if (password !== confirm) return setErrors({ confirm: AUTH_MESSAGES.passwordsDoNotMatch });
    const parsed = resetPasswordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.weakResetPassword });
    setErrors({});
    setSaving(true);
    try {
      await resetPassword({ token, newPassword: password });
      setJustResetFlag(email);
      onSuccess();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'INVALID_TOKEN') onError(AUTH_MESSAGES.resetInvalidToken);
      else if (caught instanceof ApiError && caught.code === 'VALIDATION' && caught.fields?.newPassword) setErrors({ password: caught.fields.newPassword });
      else onError(caught instanceof ApiError && !caught.isUnexpected && caught.message ? caught.message : AUTH_MESSAGES.resetUnable);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Choose a new password">
      <TextField label="Email" name="email" type="email" value={email} readOnly autoComplete="username" />
      <div className="space-y-2">
        <TextField
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" className="w-full" loading={saving} loadingLabel="Resetting Password...">
        Reset Password
      </Button>
    </form>
  );
}

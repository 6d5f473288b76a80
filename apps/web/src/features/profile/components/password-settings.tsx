import { AUTH_MESSAGES, profileResetErrorMessage, resetThrottleMessage } from '@cadence/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-error';
import { localResetWaitSeconds, useRequestPasswordReset } from '../../../lib/password-reset-request';
import { useCountdown } from '../../../lib/use-countdown';
import { ChangePasswordForm } from './change-password-form';

/** Password Settings (docs/product/accounts.md "Profile", docs/product/accounts.md "Change password"): a reset e-mail, or the inline change-password form. */
export function PasswordSettings({ email }: { email: string }) {
  const request = useRequestPasswordReset();
  const [changing, setChanging] = useState(false);
  const throttle = useCountdown();
  // A refusal for asking too soon shows as the countdown, not as an error.
  const failure = request.error instanceof ApiError && request.error.code === 'RATE_LIMITED' ? null : request.error;

  const onResetPassword = () => {
    request.reset();
    const wait = localResetWaitSeconds(email);
    if (wait > 0) return throttle.start(wait);
    throttle.reset();
    request.mutate(email, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RATE_LIMITED') throttle.start(error.retryAfterSeconds ?? 60);
      },
    });
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Password Settings</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Change your password here, or get a reset link by e-mail.</p>
      </div>
      {request.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.resetEmailSent}</Alert> : null}
      {failure ? <Alert tone="error">{profileResetErrorMessage(failure instanceof ApiError ? failure.message : AUTH_MESSAGES.resetRequestFailed)}</Alert> : null}
      {throttle.secondsLeft > 0 ? <Alert tone="error">{resetThrottleMessage(throttle.secondsLeft)}</Alert> : null}
      {changing ? (
        <ChangePasswordForm onDone={() => setChanging(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              request.reset();
              setChanging(true);
            }}
          >
            Change Password
          </Button>
          <Button variant="secondary" onClick={onResetPassword} loading={request.isPending} loadingLabel="Sending...">
            Reset Password
          </Button>
        </div>
      )}
    </Card>
  );
}

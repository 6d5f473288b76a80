import { AUTH_MESSAGES, profileResetErrorMessage, resetThrottleMessage } from '@cadence/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-error';
import { localResetWaitSeconds, requestPasswordReset } from '../../../lib/password-reset-request';
import { useCountdown } from '../../../lib/use-countdown';
import { ChangePasswordForm } from './change-password-form';

export function PasswordSettings({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [changing, setChanging] = useState(false);
  const throttle = useCountdown();

  const onResetPassword = async () => {
    setMessage(null);
    const wait = localResetWaitSeconds(email);
    if (wait > 0) return throttle.start(wait);
    throttle.reset();
    setSending(true);
    try {
      await requestPasswordReset(email);
      setMessage({ tone: 'success', text: AUTH_MESSAGES.resetEmailSent });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'RATE_LIMITED') throttle.start(caught.retryAfterSeconds ?? 60);
      else setMessage({ tone: 'error', text: profileResetErrorMessage(caught instanceof ApiError ? caught.message : AUTH_MESSAGES.resetRequestFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Password Settings</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Change your password here, or get a reset link by e-mail.</p>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {throttle.secondsLeft > 0 ? <Alert tone="error">{resetThrottleMessage(throttle.secondsLeft)}</Alert> : null}
      {changing ? (
        <ChangePasswordForm onDone={() => setChanging(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              setMessage(null);
              setChanging(true);
            }}
          >
            Change Password
          </Button>
          <Button variant="secondary" onClick={onResetPassword} loading={sending} loadingLabel="Sending...">
            Reset Password
          </Button>
        </div>
      )}
    </Card>
  );
}

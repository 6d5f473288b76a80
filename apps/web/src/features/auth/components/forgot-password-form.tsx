import { AUTH_MESSAGES, emailSchema, resetThrottleMessage } from '@cadence/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { localResetWaitSeconds, requestPasswordReset } from '../../../lib/password-reset-request';
import { useCountdown } from '../../../lib/use-countdown';
import { LinkButton } from './text-link';

export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const throttle = useCountdown();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    const wait = localResetWaitSeconds(parsed.data);
    if (wait > 0) {
      throttle.start(wait);
      return;
    }
    throttle.reset();
    setSending(true);
    try {
      await requestPasswordReset(parsed.data);
      setSent(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'RATE_LIMITED') throttle.start(caught.retryAfterSeconds ?? 60);
      else setError(errorMessage(caught, AUTH_MESSAGES.resetRequestFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
      {sent ? <Alert tone="success">{AUTH_MESSAGES.resetEmailSent}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {throttle.secondsLeft > 0 ? <Alert tone="error">{resetThrottleMessage(throttle.secondsLeft)}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        error={fieldError}
      />
      <Button type="submit" className="w-full" loading={sending} loadingLabel="Sending...">
        Send Reset Link
      </Button>
      <p className="text-center text-sm">
        <LinkButton onClick={onBackToSignIn}>Back to sign in</LinkButton>
      </p>
    </form>
  );
}

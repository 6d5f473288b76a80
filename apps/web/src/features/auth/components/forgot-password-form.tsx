import { AUTH_MESSAGES, forgotPasswordRequestSchema, resetThrottleMessage } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { localResetWaitSeconds, useRequestPasswordReset } from '../../../lib/password-reset-request';
import { useCountdown } from '../../../lib/use-countdown';
import { useZodForm } from '../../../lib/use-zod-form';
import { LinkButton } from './text-link';

export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const request = useRequestPasswordReset();
  const throttle = useCountdown();
  const form = useZodForm({
    schema: forgotPasswordRequestSchema,
    initialValues: { email: '' },
    mutation: request,
    onSubmit: ({ email }, { showServerError }) => {
      // docs/product/accounts.md "Forgot password": once a minute per e-mail; this browser knows before asking (the server enforces it).
      const wait = localResetWaitSeconds(email);
      if (wait > 0) return throttle.start(wait);
      throttle.reset();
      request.mutate(email, {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'RATE_LIMITED') throttle.start(error.retryAfterSeconds ?? 60);
          else showServerError(error, AUTH_MESSAGES.resetRequestFailed);
        },
      });
    },
  });

  return (
    <form {...form.formProps} className="space-y-5" aria-label="Reset password">
      {request.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.resetEmailSent}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {throttle.secondsLeft > 0 ? <Alert tone="error">{resetThrottleMessage(throttle.secondsLeft)}</Alert> : null}
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" className="w-full" loading={form.isPending} loadingLabel="Sending...">
        Send Reset Link
      </Button>
      <p className="text-center text-sm">
        <LinkButton onClick={onBackToSignIn}>Back to sign in</LinkButton>
      </p>
    </form>
  );
}

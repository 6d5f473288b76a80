import { AUTH_MESSAGES, fieldErrors, signInRequestSchema } from '@cadence/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useReloadSession } from '../../../lib/session';
import { resendConfirmation } from '../api/resend-confirmation';
import { signIn } from '../api/sign-in';
import { LinkButton } from './text-link';

export function SignInForm({ initialEmail, onForgotPassword }: { initialEmail: string; onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setUnverifiedEmail(null);
    const parsed = signInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn(parsed.data);
      await reloadSession();
      navigate('/', { replace: true });
    } catch (caught) {
      setSubmitting(false);
      if (caught instanceof ApiError && caught.code === 'EMAIL_NOT_VERIFIED') {
        setUnverifiedEmail(parsed.data.email);
        setError(caught.message || AUTH_MESSAGES.emailNotVerified);
      } else if (caught instanceof ApiError && caught.code === 'RATE_LIMITED') {
        setError(caught.message || AUTH_MESSAGES.tooManySignIns);
      } else {
        setError(errorMessage(caught, AUTH_MESSAGES.signInFailed));
      }
    }
  };

  const onResend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      await resendConfirmation(unverifiedEmail);
      setError(null);
      setUnverifiedEmail(null);
      setNotice(AUTH_MESSAGES.confirmationResent);
    } catch (caught) {
      setError(errorMessage(caught, AUTH_MESSAGES.callbackUnexpected));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      {error ? (
        <Alert
          tone="error"
          action={
            unverifiedEmail ? (
              <Button variant="secondary" onClick={onResend} loading={resending} loadingLabel="Sending...">
                Resend confirmation e-mail
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <div className="space-y-2">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="flex justify-end">
          <LinkButton className="text-sm" onClick={onForgotPassword}>
            Forgot password?
          </LinkButton>
        </div>
      </div>
      <Button type="submit" className="w-full" loading={submitting} loadingLabel="Signing in...">
        Sign In
      </Button>
    </form>
  );
}

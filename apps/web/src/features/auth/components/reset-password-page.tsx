import { AUTH_MESSAGES, RESET_SUCCESS_REDIRECT_MS } from '@cadence/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError } from '../../../lib/api-error';
import { checkResetToken } from '../api/check-reset-token';
import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';
import { TextLink } from './text-link';

type Stage = { kind: 'validating' } | { kind: 'ready' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Why a link cannot be used, before asking the server; null when it is worth validating. */
function linkProblem(token: string | null, email: string | null, accessToken: string | null): string | null {
  // This app issues no access tokens: such a link can only be stale or foreign.
  if (accessToken) return AUTH_MESSAGES.resetInvalidAccessToken;
  if (!email) return AUTH_MESSAGES.resetInvalidRequest;
  if (!token) return AUTH_MESSAGES.resetLinkExpired;
  return null;
}

/** /auth/reset-password: validating, then the form, then success or error (spec part 1 §2, §4). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const accessToken = params.get('access_token');
  const problem = linkProblem(token, email, accessToken);
  const [stage, setStage] = useState<Stage>(problem ? { kind: 'error', message: problem } : { kind: 'validating' });

  useEffect(() => {
    if (problem || !token) return;
    const controller = new AbortController();
    checkResetToken(token, controller.signal)
      .then(() => setStage({ kind: 'ready' }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const invalid = caught instanceof ApiError && !caught.isUnexpected;
        setStage({ kind: 'error', message: invalid ? AUTH_MESSAGES.resetLinkExpired : AUTH_MESSAGES.resetProcessingError });
      });
    return () => controller.abort();
  }, [problem, token]);

  useEffect(() => {
    if (stage.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [stage.kind, navigate]);

  if (stage.kind === 'validating') return <PageLoader title="Validating your reset link..." />;
  return (
    <AuthLayout title="Choose a new password" footer={<TextLink to="/login">Back to sign in</TextLink>}>
      {stage.kind === 'success' ? <Alert tone="success">{AUTH_MESSAGES.passwordUpdated}</Alert> : null}
      {stage.kind === 'error' ? (
        <Alert tone="error" action={<TextLink to="/login?view=forgot_password">Request a new password reset link</TextLink>}>
          {stage.message}
        </Alert>
      ) : null}
      {stage.kind === 'ready' && token && email ? (
        <ResetPasswordForm
          token={token}
          email={email}
          onSuccess={() => setStage({ kind: 'success' })}
          onError={(message) => setStage({ kind: 'error', message })}
        />
      ) : null}
    </AuthLayout>
  );
}

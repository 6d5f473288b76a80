import { AUTH_MESSAGES, RESET_SUCCESS_REDIRECT_MS } from '@cadence/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetTokenCheck } from '../api/check-reset-token';
import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';
import { TextLink } from './text-link';

type Outcome = { kind: 'success' } | { kind: 'error'; message: string };

/** Why a link cannot be used, before asking the server; null when it is worth validating. */
function linkProblem(token: string | null, email: string | null, accessToken: string | null): string | null {
  // This app issues no access tokens: such a link can only be stale or foreign.
  if (accessToken) return AUTH_MESSAGES.resetInvalidAccessToken;
  if (!email) return AUTH_MESSAGES.resetInvalidRequest;
  if (!token) return AUTH_MESSAGES.resetLinkExpired;
  return null;
}

/** /auth/reset-password: validating, then the form, then success or error (docs/product/accounts.md "Reset password"). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const problem = linkProblem(token, email, params.get('access_token'));
  const check = useResetTokenCheck(problem ? null : token);
  // What the form ended with; until then the link's own state decides.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useDocumentTitle('Choose a New Password');

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const stage = outcome ?? linkStage(problem, check);

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
          onSuccess={() => setOutcome({ kind: 'success' })}
          onError={(message) => setOutcome({ kind: 'error', message })}
        />
      ) : null}
    </AuthLayout>
  );
}

type Stage = Outcome | { kind: 'validating' } | { kind: 'ready' };

/** The stage before the form is used: the link's own problem, then the server's check of the token. */
function linkStage(problem: string | null, check: ReturnType<typeof useResetTokenCheck>): Stage {
  if (problem) return { kind: 'error', message: problem };
  if (check.isPending) return { kind: 'validating' };
  if (!check.isError) return { kind: 'ready' };
  // A refused token is expired or used; anything else is our failure.
  const refused = check.error instanceof ApiError && !check.error.isUnexpected;
  return { kind: 'error', message: refused ? AUTH_MESSAGES.resetLinkExpired : AUTH_MESSAGES.resetProcessingError };
}

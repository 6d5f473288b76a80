import { AUTH_MESSAGES, CALLBACK_ERROR_REDIRECT_MS } from '@cadence/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { resolveCallback } from '../resolve-callback';
import { AuthLayout } from './auth-layout';

/** `fromConfirmation`: the link was a confirmation link, whose messages tell the person to sign in. */
type Failure = { message: string; unexpected: boolean; fromConfirmation: boolean };

/** /auth/callback: where the e-mailed links land (docs/product/accounts.md "Callback"). */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSession();
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const [failure, setFailure] = useState<Failure | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    // Wait for the session, and run once: a confirmation token works only once.
    if (status === 'loading' || handled.current) return;
    handled.current = true;
    const handle = async () => {
      const outcome = resolveCallback({ query: new URLSearchParams(location.search), hash: location.hash.replace(/^#/, ''), signedIn: status === 'signed-in' });
      if (outcome.kind === 'redirect') return navigate(outcome.to, { replace: true });
      if (outcome.kind === 'error') return setFailure({ message: outcome.message, unexpected: false, fromConfirmation: false });
      try {
        await verifyEmail(outcome.token);
        navigate(outcome.then, { replace: true });
      } catch (caught) {
        if (caught instanceof ApiError && !caught.isUnexpected) setFailure({ message: caught.message || AUTH_MESSAGES.callbackFailed, unexpected: false, fromConfirmation: true });
        else setFailure({ message: AUTH_MESSAGES.callbackUnexpected, unexpected: true, fromConfirmation: true });
      }
    };
    handle().catch(() => setFailure({ message: AUTH_MESSAGES.callbackUnexpected, unexpected: true, fromConfirmation: false }));
  }, [status, location.search, location.hash, navigate, verifyEmail]);

  // docs/product/accounts.md "Callback": after an unexpected error, go to /login after 3 s.
  useEffect(() => {
    if (!failure?.unexpected) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), CALLBACK_ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [failure, navigate]);

  useDocumentTitle(failure ? 'Something Went Wrong' : 'Verifying Your Link');

  if (!failure) return <PageLoader title="Verifying your link..." />;
  return (
    <AuthLayout title="Something went wrong">
      <div className="space-y-5">
        <Alert tone="error">{failure.message}</Alert>
        {failure.fromConfirmation ? (
          // issue 13: a confirmation link's message says to sign in (for a new link, or to go on), so the button does that.
          <Button className="w-full" onClick={() => navigate('/login')}>
            Sign in
          </Button>
        ) : (
          // docs/product/accounts.md "Callback": the error screen's button opens the reset request.
          <Button className="w-full" onClick={() => navigate('/login?view=forgot_password')}>
            Back to Login
          </Button>
        )}
      </div>
    </AuthLayout>
  );
}

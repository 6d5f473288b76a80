import { AUTH_MESSAGES } from '@cadence/shared';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { cancelPasskeyRequest, usePasskeySignIn } from '../api/passkey';
import { passkeyErrorText } from './passkey-error';

/**
 * 'Sign in with a passkey' under the sign-in form (docs/product/accounts.md "Passkeys"). Where the
 * browser can, its passkeys are also offered in the Email field (conditional UI) as soon as the form shows.
 */
export function PasskeySignIn() {
  const navigate = useNavigate();
  const signIn = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);
  const supported = browserSupportsWebAuthn();

  const onSignedIn = () => navigate('/', { replace: true });
  const onFailed = (failure: unknown) => setError(passkeyErrorText(failure, AUTH_MESSAGES.signInFailed));

  useEffect(() => {
    let active = true;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (!active || !autofill) return;
      // Waits until a passkey is picked in the Email field; the button or leaving the page cancels it.
      signIn.mutate(
        { autofill: true },
        {
          onSuccess: onSignedIn,
          onError: (failure) => {
            // A cancelled offer (the button was pressed, the page left) says nothing, nor one the server
            // gave no challenge for (PasskeyOfferUnavailable is not an ApiError): nobody asked for it.
            // A passkey picked and then refused is said in words.
            if (failure instanceof ApiError) onFailed(failure);
          },
        },
      );
    });
    return () => {
      active = false;
      cancelPasskeyRequest();
    };
    // Once, when the form shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!supported) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button
        variant="secondary"
        className="w-full"
        icon={<KeyRound aria-hidden="true" className="h-4 w-4" />}
        loading={signIn.isPending && signIn.variables?.autofill !== true}
        loadingLabel="Waiting for your passkey..."
        onClick={() => {
          setError(null);
          signIn.mutate({ autofill: false }, { onSuccess: onSignedIn, onError: onFailed });
        }}
      >
        Sign in with a passkey
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { PasskeySignUpForm } from './passkey-sign-up-form';
import { SignUpForm, type SignUpValues } from './sign-up-form';
import { LinkButton } from './text-link';

/**
 * The Sign Up view: the password form, or, if the person prefers, 'Sign up with a passkey instead'
 * (docs/product/accounts.md "Passkeys"). Either way the next screen is "Check your inbox".
 */
export function SignUpView({ initialValues, correcting, onSignedUp }: { initialValues: SignUpValues; correcting: boolean; onSignedUp: (values: SignUpValues) => void }) {
  // Back from "Wrong address?" after a passkey sign-up (no password was typed), the passkey form comes back.
  const [withPasskey, setWithPasskey] = useState(correcting && initialValues.password === '');
  return (
    <div className="space-y-5">
      {withPasskey ? (
        <PasskeySignUpForm initialValues={initialValues} onSignedUp={(values) => onSignedUp({ ...initialValues, ...values, password: '', confirmPassword: '' })} />
      ) : (
        <SignUpForm initialValues={initialValues} correcting={correcting} onSignedUp={onSignedUp} />
      )}
      <p className="text-center text-sm">
        <LinkButton onClick={() => setWithPasskey(!withPasskey)}>{withPasskey ? 'Sign up with a password instead' : 'Sign up with a passkey instead'}</LinkButton>
      </p>
    </div>
  );
}

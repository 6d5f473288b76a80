import { AUTH_MESSAGES, signInRequestSchema } from '@cadence/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResendConfirmation } from '../api/resend-confirmation';
import { isTwoFactorChallenge, useSignIn } from '../api/sign-in';
import { LinkButton } from './text-link';
import { PasskeySignIn } from './passkey-sign-in';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm({ initialEmail, onForgotPassword }: { initialEmail: string; onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const resend = useResendConfirmation();
  // Set while the alert offers to resend the confirmation e-mail to this address.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // docs/product/accounts.md "Two-factor sign-in": the password was right, the code comes next.
  const [codeStep, setCodeStep] = useState(false);

  const form = useZodForm({
    schema: signInRequestSchema,
    initialValues: { email: initialEmail, password: '' },
    mutation: signIn,
    onSubmit: (body, { showServerError }) => {
      setUnverifiedEmail(null);
      resend.reset();
      signIn.mutate(body, {
        onSuccess: (answer) => (isTwoFactorChallenge(answer) ? setCodeStep(true) : navigate('/', { replace: true })),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(body.email);
          // The server's words, a 429's "Please try again in N seconds." included.
          showServerError(error, AUTH_MESSAGES.signInFailed);
        },
      });
    },
  });

  const onResend = () => {
    if (!unverifiedEmail) return;
    resend.mutate(unverifiedEmail, {
      onSuccess: () => {
        form.setFormError(null);
        setUnverifiedEmail(null);
      },
      onError: (error) => form.setFormError(errorMessage(error, AUTH_MESSAGES.callbackUnexpected)),
    });
  };

  if (codeStep) {
    return (
      <TwoFactorStep
        onStartOver={() => {
          setCodeStep(false);
          form.reset({ email: form.values.email, password: '' });
        }}
      />
    );
  }

  return (
    <form {...form.formProps} className="space-y-5" aria-label="Sign in">
      {form.formError ? (
        <Alert
          tone="error"
          action={
            unverifiedEmail ? (
              <Button variant="secondary" onClick={onResend} loading={resend.isPending} loadingLabel="Sending...">
                Resend confirmation e-mail
              </Button>
            ) : undefined
          }
        >
          {form.formError}
        </Alert>
      ) : null}
      {resend.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.confirmationResent}</Alert> : null}
      {/* "webauthn": the browser offers its passkeys here (docs/product/accounts.md "Passkeys"). */}
      <TextField label="Email" type="email" autoComplete="username webauthn" {...form.field('email')} />
      <div className="space-y-2">
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <div className="flex justify-end">
          <LinkButton className="text-sm" onClick={onForgotPassword}>
            Forgot password?
          </LinkButton>
        </div>
      </div>
      <Button type="submit" className="w-full" loading={form.isPending} loadingLabel="Signing in...">
        Sign In
      </Button>
      <PasskeySignIn />
    </form>
  );
}

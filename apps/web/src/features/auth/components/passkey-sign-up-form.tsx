import { AUTH_MESSAGES, passkeySignUpFormSchema } from '@cadence/shared';
import { KeyRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePasskeySignUp } from '../api/passkey';
import { passkeyErrorText } from './passkey-error';

/**
 * 'Sign up with a passkey instead' (docs/product/accounts.md "Passkeys"): first name and e-mail; the
 * link in the e-mail confirms the address, signs the person in and opens 'Add a passkey'. The answer,
 * and the "Check your inbox" screen after it, are the same whether or not the address has an account.
 */
export function PasskeySignUpForm({ initialValues, onSignedUp }: { initialValues: { firstName: string; email: string }; onSignedUp: (values: { firstName: string; email: string }) => void }) {
  const signUp = usePasskeySignUp();
  const form = useZodForm({
    schema: passkeySignUpFormSchema,
    initialValues,
    validateOn: 'change',
    mutation: signUp,
    serverFieldNames: { name: 'firstName' },
    onSubmit: (body, { setFormError, showServerError }) =>
      signUp.mutate(
        { name: body.firstName, email: body.email },
        {
          onSuccess: () => onSignedUp({ firstName: body.firstName, email: body.email }),
          onError: (error) => 
            // The server's words (400, 429, 503) go to their fields.
            error instanceof ApiError ? showServerError(error, AUTH_MESSAGES.signUpFailed) : setFormError(passkeyErrorText(error, AUTH_MESSAGES.signUpFailed)),
        },
      ),
  });

  return (
    <form {...form.formProps} className="space-y-5" aria-label="Sign up with a passkey">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        We'll e-mail you a link. Open it on the device you want to sign in with, and create your passkey there: you sign in with your fingerprint, face or screen
        lock, no password needed.
      </p>
      <Button
        type="submit"
        className="w-full"
        icon={<KeyRound aria-hidden="true" className="h-4 w-4" />}
        disabled={!form.isValid}
        loading={form.isPending}
        loadingLabel="Signing up..."
      >
        Continue
      </Button>
    </form>
  );
}

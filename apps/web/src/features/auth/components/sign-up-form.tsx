import { AUTH_MESSAGES, signUpFormSchema } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignUp } from '../api/sign-up';

/** spec part 1 §5 sign-up rules, checked on blur and on change; submit stays disabled while one fails. */
export function SignUpForm() {
  const signUp = useSignUp();
  const form = useZodForm({
    schema: signUpFormSchema,
    initialValues: { firstName: '', email: '', password: '', confirmPassword: '' },
    validateOn: 'change',
    mutation: signUp,
    // The server names the first name `name` (better-auth); the form calls it firstName.
    serverFieldNames: { name: 'firstName' },
    onSubmit: (body, { reset, showServerError }) =>
      signUp.mutate(body, {
        onSuccess: () => reset(),
        // The server's words: 503 when e-mail is off, 429 with "Please try again in N seconds.".
        onError: (error) => showServerError(error, AUTH_MESSAGES.signUpFailed),
      }),
  });

  return (
    <form {...form.formProps} className="space-y-5" aria-label="Sign up">
      {signUp.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.signUpSuccess}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <div className="space-y-2">
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <PasswordStrengthMeter password={form.values.password} />
      </div>
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={!form.isValid} loading={form.isPending} loadingLabel="Signing up...">
        Sign Up
      </Button>
    </form>
  );
}

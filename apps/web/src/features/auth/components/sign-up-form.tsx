import { AUTH_MESSAGES, signUpFormSchema } from '@cadence/shared';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignUp } from '../api/sign-up';

export interface SignUpValues {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptySignUp: SignUpValues = { firstName: '', email: '', password: '', confirmPassword: '' };

interface SignUpFormProps {
  /** What the form shows: empty, or what was sent when the person comes back to correct the address. */
  initialValues: SignUpValues;
  /** Back from "Wrong address?": the e-mail field takes focus, its text selected. */
  correcting: boolean;
  onSignedUp: (values: SignUpValues) => void;
}

/** docs/product/accounts.md "Sign-up" rules, checked on blur and on change; submit stays disabled while one fails. */
export function SignUpForm({ initialValues, correcting, onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm({
    schema: signUpFormSchema,
    initialValues,
    validateOn: 'change',
    mutation: signUp,
    // The server names the first name `name` (better-auth); the form calls it firstName.
    serverFieldNames: { name: 'firstName' },
    onSubmit: (body, { showServerError }) =>
      signUp.mutate(body, {
        // issue 13: the "Check your inbox" screen names the address (docs/product/accounts.md "Sign-up").
        onSuccess: () => onSignedUp({ ...form.values, email: body.email }),
        // The server's words: 503 when e-mail is off, 429 with "Please try again in N seconds.".
        onError: (error) => showServerError(error, AUTH_MESSAGES.signUpFailed),
      }),
  });

  useEffect(() => {
    if (!correcting) return;
    const email = formRef.current?.elements.namedItem('email');
    if (email instanceof HTMLInputElement) {
      email.focus();
      email.select();
    }
  }, [correcting]);

  return (
    <form ref={formRef} {...form.formProps} className="space-y-5" aria-label="Sign up">
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

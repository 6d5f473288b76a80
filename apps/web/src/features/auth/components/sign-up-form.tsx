import { AUTH_MESSAGES, fieldErrors, signUpFormSchema, type SignUpForm as SignUpValues } from '@cadence/shared';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { signUp } from '../api/sign-up';

type Field = keyof SignUpValues;
const EMPTY: SignUpValues = { firstName: '', email: '', password: '', confirmPassword: '' };
// The server names the first name `name` (better-auth); the form calls it firstName.
const SERVER_FIELD: Record<string, Field> = { name: 'firstName', email: 'email', password: 'password' };

/** spec part 1 §5 sign-up rules, checked on blur and on change; submit stays disabled while one fails. */
export function SignUpForm() {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const errors = useMemo(() => {
    const parsed = signUpFormSchema.safeParse(values);
    return parsed.success ? {} : (fieldErrors(parsed.error) as Partial<Record<Field, string>>);
  }, [values]);
  const hasErrors = Object.keys(errors).length > 0;

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setSuccess(false);
  };
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, email: true, password: true, confirmPassword: true });
    if (hasErrors) return;
    setError(null);
    setSubmitting(true);
    try {
      await signUp(values);
      setValues(EMPTY);
      setTouched({});
      setSuccess(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields) {
        const mapped: Partial<Record<Field, string>> = {};
        for (const [key, message] of Object.entries(caught.fields)) {
          const field = SERVER_FIELD[key];
          if (field) mapped[field] = message;
        }
        setServerErrors(mapped);
      }
      setError(errorMessage(caught, AUTH_MESSAGES.signUpFailed));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(name, e.target.value),
    onBlur: () => touch(name),
    error: shown(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign up">
      {success ? <Alert tone="success">{AUTH_MESSAGES.signUpSuccess}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <div className="space-y-2">
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <PasswordStrengthMeter password={values.password} />
      </div>
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={hasErrors} loading={submitting} loadingLabel="Signing up...">
        Sign Up
      </Button>
    </form>
  );
}

import { AUTH_MESSAGES, TRUST_DEVICE_DAYS, verifyRecoveryCodeRequestSchema, verifyTotpRequestSchema } from '@cadence/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useVerifySignInCode } from '../api/two-factor-sign-in';
import { LinkButton } from './text-link';

const checkboxStyles = cx('mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-indigo-600 dark:accent-indigo-400', focusRing);

/**
 * The sign-in's second step (docs/product/accounts.md "Two-factor sign-in"): the password was right;
 * the 6-digit code from the authenticator app, or a recovery code, finishes it.
 */
export function TwoFactorStep({ onStartOver }: { onStartOver: () => void }) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <CodeForm key="recovery" recovery onSwitch={() => setRecovery(false)} onStartOver={onStartOver} />
  ) : (
    <CodeForm key="totp" recovery={false} onSwitch={() => setRecovery(true)} onStartOver={onStartOver} />
  );
}

function CodeForm({ recovery, onSwitch, onStartOver }: { recovery: boolean; onSwitch: () => void; onStartOver: () => void }) {
  const navigate = useNavigate();
  const verify = useVerifySignInCode();
  const trustId = useId();
  const [trustDevice, setTrustDevice] = useState(false);
  // The challenge ended (too slow, too many wrong codes): the password must be typed again.
  const [ended, setEnded] = useState(false);

  const form = useZodForm({
    schema: recovery ? verifyRecoveryCodeRequestSchema : verifyTotpRequestSchema,
    initialValues: { code: '' },
    mutation: verify,
    onSubmit: (body, { showServerError }) => {
      verify.mutate(
        { code: body.code, trustDevice, recovery },
        {
          onSuccess: () => navigate('/', { replace: true }),
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'UNAUTHORIZED') setEnded(true);
            showServerError(error, AUTH_MESSAGES.signInFailed);
          },
        },
      );
    },
  });

  return (
    <form {...form.formProps} className="space-y-5" aria-label={recovery ? 'Sign in with a recovery code' : 'Enter your sign-in code'}>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Two-factor sign-in</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Cadence.'}
        </p>
      </div>
      {form.formError ? (
        <Alert
          tone="error"
          action={
            ended ? (
              <Button variant="secondary" onClick={onStartOver}>
                Sign in again
              </Button>
            ) : undefined
          }
        >
          {form.formError}
        </Alert>
      ) : null}
      {recovery ? (
        <TextField label="Recovery code" autoFocus autoComplete="off" autoCapitalize="off" spellCheck={false} placeholder="abcde-12345" {...form.field('code')} />
      ) : (
        <TextField
          label="6-digit code"
          // The step replaces the password form: the focus goes to the one field it asks for.
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          placeholder="123456"
          {...form.field('code')}
        />
      )}
      <div className="flex items-start gap-3">
        <input id={trustId} type="checkbox" checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} className={checkboxStyles} />
        <label htmlFor={trustId} className="text-sm text-slate-900 dark:text-white">
          Trust this device for {TRUST_DEVICE_DAYS} days
        </label>
      </div>
      <Button type="submit" className="w-full" loading={form.isPending} loadingLabel="Checking...">
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <LinkButton onClick={onSwitch}>{recovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}</LinkButton>
        <LinkButton onClick={onStartOver}>Back to sign in</LinkButton>
      </div>
    </form>
  );
}

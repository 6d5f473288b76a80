import {
  TWO_FACTOR_MESSAGES,
  groupSecret,
  recoveryCodesFileText,
  twoFactorPasswordRequestSchema,
  verifyTotpRequestSchema,
  type TwoFactorSetup,
} from '@cadence/shared';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmTwoFactor, useNewRecoveryCodes, useStartTwoFactor, useTurnOffTwoFactor, useTwoFactorStatus } from '../api/two-factor';

// docs/product/accounts.md "Two-factor sign-in": the profile's card.

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'turn-on' | 'turn-off' | 'new-codes' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

const PASSWORD_ACTIONS = {
  'turn-on': { label: 'Continue', intro: 'Enter your password to set up two-factor sign-in.' },
  'turn-off': { label: 'Turn off', intro: 'Enter your password to turn off two-factor sign-in. Signing in will ask only for your password.' },
  'new-codes': { label: 'Make new codes', intro: 'Enter your password to make 10 new recovery codes. The ones you have now will stop working.' },
} as const;

export function TwoFactorCard({ email }: { email: string }) {
  const headingId = useId();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string | null) => {
    setStep({ kind: 'idle' });
    setNotice(message);
  };

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">After your password, signing in asks for a code from an authenticator app on your phone.</p>
        {notice ? (
          <Alert tone="success" className="mt-3">
            {notice}
          </Alert>
        ) : null}
        {status.isPending ? (
          <div role="status" className="mt-4">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-9 w-40" />
          </div>
        ) : status.isError ? (
          <Alert tone="error" className="mt-4" action={<Button variant="secondary" onClick={() => void status.refetch()}>Try again</Button>}>
            We couldn&apos;t load this setting right now.
          </Alert>
        ) : step.kind === 'password' ? (
          <PasswordStep
            action={step.action}
            onCancel={() => done(null)}
            onSetup={(setup) => setStep({ kind: 'setup', setup })}
            onCodes={(codes) => {
              setNotice(TWO_FACTOR_MESSAGES.codesRegenerated);
              setStep({ kind: 'codes', codes });
            }}
            onTurnedOff={() => done(TWO_FACTOR_MESSAGES.turnedOff)}
          />
        ) : step.kind === 'setup' ? (
          <SetupStep
            setup={step.setup}
            onCancel={() => done(null)}
            onConfirmed={(codes) => {
              setNotice(TWO_FACTOR_MESSAGES.turnedOn);
              setStep({ kind: 'codes', codes });
            }}
          />
        ) : step.kind === 'codes' ? (
          <RecoveryCodesStep codes={step.codes} email={email} onDone={() => done(null)} />
        ) : status.data.enabled ? (
          <div className="mt-4 space-y-3">
            <p className="text-sm font-medium text-slate-900 dark:text-white">
              Two-factor sign-in is on.
              {status.data.recoveryCodesLeft === null ? null : (
                <span className="font-normal text-slate-600 dark:text-slate-300">
                  {' '}
                  {status.data.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.data.recoveryCodesLeft} recovery codes left.`}
                </span>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => (setNotice(null), setStep({ kind: 'password', action: 'new-codes' }))}>
                Regenerate recovery codes
              </Button>
              <Button variant="secondary" onClick={() => (setNotice(null), setStep({ kind: 'password', action: 'turn-off' }))}>
                Turn off
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4 space-y-3">
            <p className="text-sm text-slate-900 dark:text-white">Two-factor sign-in is off.</p>
            <Button onClick={() => (setNotice(null), setStep({ kind: 'password', action: 'turn-on' }))}>Turn on</Button>
          </div>
        )}
      </section>
    </Card>
  );
}

function PasswordStep({
  action,
  onCancel,
  onSetup,
  onCodes,
  onTurnedOff,
}: {
  action: 'turn-on' | 'turn-off' | 'new-codes';
  onCancel: () => void;
  onSetup: (setup: TwoFactorSetup) => void;
  onCodes: (codes: string[]) => void;
  onTurnedOff: () => void;
}) {
  const start = useStartTwoFactor();
  const turnOff = useTurnOffTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const mutation = action === 'turn-on' ? start : action === 'turn-off' ? turnOff : newCodes;
  const form = useZodForm({
    schema: twoFactorPasswordRequestSchema,
    initialValues: { password: '' },
    mutation,
    onSubmit: ({ password }, { showServerError }) => {
      const onError = (error: unknown) => showServerError(error, 'Something went wrong. Please try again.');
      if (action === 'turn-on') start.mutate(password, { onSuccess: onSetup, onError });
      else if (action === 'turn-off') turnOff.mutate(password, { onSuccess: onTurnedOff, onError });
      else newCodes.mutate(password, { onSuccess: ({ recoveryCodes }) => onCodes(recoveryCodes), onError });
    },
  });
  const { label, intro } = PASSWORD_ACTIONS[action];
  return (
    <form {...form.formProps} className="mt-4 space-y-4" aria-label={label === 'Continue' ? 'Turn on two-factor sign-in' : label}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField label="Password" type="password" autoComplete="current-password" autoFocus {...form.field('password')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={action === 'turn-off' ? 'danger' : 'primary'} loading={form.isPending} loadingLabel="Checking...">
          {label}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetupStep({ setup, onCancel, onConfirmed }: { setup: TwoFactorSetup; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const [copied, setCopied] = useState(false);
  const secretId = useId();
  const qr = useMemo(() => renderSVG(setup.otpauthUri, { border: 2 }), [setup.otpauthUri]);
  const form = useZodForm({
    schema: verifyTotpRequestSchema,
    initialValues: { code: '' },
    mutation: confirm,
    onSubmit: ({ code }, { showServerError }) => {
      confirm.mutate(code, { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes), onError: (error) => showServerError(error, 'Something went wrong. Please try again.') });
    },
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
    } catch {
      // No clipboard: the text stays on screen to be typed.
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>Scan this QR code with an authenticator app (for example Google Authenticator, 1Password or Aegis).</li>
        <li>Or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* The QR code is dark on white in both themes, as scanners expect. */}
        <div role="img" aria-label="QR code for your authenticator app" className="h-44 w-44 shrink-0 rounded-lg bg-white p-1 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: qr }} />
        <div className="min-w-0 space-y-2">
          <p id={secretId} className="text-sm font-medium text-slate-900 dark:text-white">
            Setup key
          </p>
          <code aria-labelledby={secretId} data-testid="two-factor-secret" className="block break-words rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {groupSecret(setup.secret)}
          </code>
          <Button variant="secondary" icon={<Copy aria-hidden="true" className="h-4 w-4" />} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
        </div>
      </div>
      <form {...form.formProps} className="space-y-4" aria-label="Confirm two-factor sign-in">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <TextField label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.isPending} loadingLabel="Checking...">
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodesStep({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesFileText(codes, email);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'cadence-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard: Download still works.
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <Alert tone="info">Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.</Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={<Download aria-hidden="true" className="h-4 w-4" />} onClick={download}>
          Download
        </Button>
        <Button variant="secondary" icon={<Copy aria-hidden="true" className="h-4 w-4" />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}

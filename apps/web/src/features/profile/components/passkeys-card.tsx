import { PASSKEY_MESSAGES, defaultPasskeyName, passkeyNameSchema, type Passkey } from '@cadence/shared';
import { LoadFailed, LoadingRows } from '../../../components/ui/load-states';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { personTimeZone } from '../../../lib/local-date';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';

// docs/product/accounts.md "Passkeys": the profile's list of passkeys, adding one, renaming and removing.

const DAY = 86_400_000;

/** 'Nov 26, 2026', in the person's zone. */
function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: personTimeZone() }).format(new Date(iso));
}

/** 'today', 'yesterday', '4 days ago', then the date. */
function lastUsedText(iso: string | null, now: Date): string {
  if (iso === null) return 'Never used';
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY));
  if (days > 30) return `Last used ${formatDate(iso)}`;
  return `Last used ${new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-days, 'day')}`;
}

/** The server's words for a refusal; a fallback for the rest (the browser's own refusal included). */
function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return PASSKEY_MESSAGES.cancelled;
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return fallback;
}

/** The query a passwordless sign-up's confirmation link leads to: 'Add a passkey' open (docs/product/accounts.md "Passkeys"). */
const AFTER_SIGN_UP = 'new';
const AFTER_SIGN_UP_TEXT = 'Your address is confirmed. Create a passkey now: it is how you sign in to Cadence.';

export function PasskeysCard() {
  const headingId = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [searchParams, setSearchParams] = useSearchParams();
  const afterSignUp = searchParams.get('passkey') === AFTER_SIGN_UP;
  const [adding, setAdding] = useState(afterSignUp);
  const [name, setName] = useState(() => (afterSignUp ? defaultPasskeyName(navigator.userAgent) : ''));
  const addForm = useRef<HTMLFormElement>(null);
  // Just signed in by the link: the card comes into view with its name field ready.
  useEffect(() => {
    if (!afterSignUp) return;
    const field = addForm.current?.querySelector('input');
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, [afterSignUp]);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const supported = browserSupportsWebAuthn();

  const startAdding = () => {
    setMessage(null);
    add.reset();
    setName(defaultPasskeyName(navigator.userAgent));
    setNameError(undefined);
    setAdding(true);
  };
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setAdding(false);
        setMessage(PASSKEY_MESSAGES.added);
        if (afterSignUp) setSearchParams({}, { replace: true });
      },
    });
  };

  return (
    <Card>
      <section id="passkeys" aria-labelledby={headingId} className="scroll-mt-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Sign in with your fingerprint, face or screen lock instead of a password.</p>
        {message ? (
          <Alert tone="success" className="mt-3">
            {message}
          </Alert>
        ) : null}
        {passkeys.isPending ? (
          <LoadingRows label="Loading your passkeys…" />
        ) : passkeys.isError ? (
          <LoadFailed message={"We couldn't load your passkeys right now."} onRetry={() => void passkeys.refetch()} />
        ) : passkeys.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">No passkey yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onDone={setMessage} />
            ))}
          </ul>
        )}
        {!supported ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{PASSKEY_MESSAGES.unsupported}</p>
        ) : adding ? (
          <form ref={addForm} className="mt-4 space-y-3" onSubmit={onAdd} aria-label="Add a passkey" noValidate>
            {afterSignUp && !add.isError ? <Alert tone="info">{AFTER_SIGN_UP_TEXT}</Alert> : null}
            {add.isError ? <Alert tone="error">{errorText(add.error, 'Could not add the passkey. Please try again.')}</Alert> : null}
            <TextField
              label="Passkey name"
              hint="So you can tell your passkeys apart."
              value={name}
              maxLength={80}
              error={nameError}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" icon={<KeyRound aria-hidden="true" className="h-4 w-4" />} loading={add.isPending} loadingLabel="Waiting for your passkey...">
                Create passkey
              </Button>
              <Button variant="secondary" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="secondary" className="mt-4" icon={<KeyRound aria-hidden="true" className="h-4 w-4" />} onClick={startAdding}>
            Add a passkey
          </Button>
        )}
      </section>
    </Card>
  );
}

function PasskeyRow({ passkey, onDone }: { passkey: Passkey; onDone: (message: string) => void }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey(() => onDone(PASSKEY_MESSAGES.removed));
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const failure = rename.isError ? errorText(rename.error, 'Could not rename the passkey. Please try again.') : remove.isError ? errorText(remove.error, 'Could not remove the passkey. Please try again.') : null;

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    rename.mutate(
      { id: passkey.id, name: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          onDone(PASSKEY_MESSAGES.renamed);
        },
      },
    );
  };

  return (
    <li className="p-4">
      {editing ? (
        <form className="space-y-3" onSubmit={onRename} aria-label={`Rename ${passkey.name}`} noValidate>
          <TextField
            label="Passkey name"
            value={name}
            maxLength={80}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" loading={rename.isPending} loadingLabel="Saving...">
              Save
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
            <div className="min-w-0">
              <p className="break-words text-sm font-medium text-slate-900 dark:text-white">{passkey.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                Added {formatDate(passkey.createdAt)} · {lastUsedText(passkey.lastUsedAt, new Date())}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => {
                rename.reset();
                remove.reset();
                setName(passkey.name);
                setEditing(true);
              }}
            >
              Rename
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" aria-label={`Remove ${passkey.name}`} loading={remove.isPending} loadingLabel="Removing..." onClick={() => setAsking(true)}>
              Remove
            </Button>
          </div>
        </div>
      )}
      {failure ? (
        <p role="alert" className="mt-2 text-xs text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Remove this passkey?"
          keepLabel="Keep it"
          confirmLabel="Remove passkey"
          danger
          onKeep={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            rename.reset();
            remove.mutate(passkey.id);
          }}
        >
          <p>“{passkey.name}” will no longer sign you in. You can add it again later.</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

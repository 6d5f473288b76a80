import { ACCESS_SCOPES, ACCESS_SCOPE_LABELS, ACCESS_TOKEN_NAME_MAX_LENGTH, createAccessTokenRequestSchema, type AccessScope, type CreatedAccessToken } from '@cadence/shared';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFirstFieldFocus } from '../../../components/ui/use-first-field-focus';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateAccessToken } from './access-tokens-api';
import { CONNECTED_APPS_TEXTS as TEXTS } from './connected-apps-texts';
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, expiresInDaysOf, lockedBy, scopesOfText, textOfScopes, toggleScope } from './token-text';

const checkboxStyles = cx('mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-indigo-600 disabled:opacity-70 dark:accent-indigo-400', focusRing);

interface TokenFormValues {
  name: string;
  /** The ticked scopes as text ('tasks:read,tasks:write'): every form value is text. */
  scopes: string;
  /** Days, or 'never'. */
  expiry: string;
}

const EMPTY_FORM: TokenFormValues = { name: '', scopes: '', expiry: DEFAULT_EXPIRY };

/**
 * 'Create token' (docs/product/access.md "Personal access tokens"): the form, then the token shown
 * once with how to connect. The secret lives in this dialog's state only: closing it forgets it.
 */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog title={created ? TEXTS.createdTitle : TEXTS.createTitle} onClose={close}>
      {created ? <ShownOnce token={created.token} onDone={close} /> : <TokenForm onCreated={setCreated} onCancel={close} />}
    </Dialog>
  );
}

function TokenForm({ onCreated, onCancel }: { onCreated: (token: CreatedAccessToken) => void; onCancel: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const scopesErrorId = useId();
  const create = useCreateAccessToken();
  const form = useZodForm({
    schema: createAccessTokenRequestSchema,
    initialValues: EMPTY_FORM,
    toInput: (values) => ({ name: values.name, scopes: scopesOfText(values.scopes), expiresInDays: expiresInDaysOf(values.expiry) }),
    mutation: create,
    onSubmit: (body, { showServerError }) =>
      create.mutate(body, {
        onSuccess: (token) => {
          onCreated(token);
          // The answer is now only in the dialog's state: the mutation forgets it (and gcTime 0 drops it).
          create.reset();
        },
        onError: (error) => showServerError(error, TEXTS.createFailed),
      }),
  });
  useFirstFieldFocus(formRef, 'name');
  const ticked = scopesOfText(form.values.scopes);
  const setTicked = (scope: AccessScope, on: boolean) => form.setValue('scopes', textOfScopes(toggleScope(ticked, scope, on)));

  return (
    <form ref={formRef} {...form.formProps} className="space-y-5">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField label="Name" hint={TEXTS.nameHint} maxLength={ACCESS_TOKEN_NAME_MAX_LENGTH} autoComplete="off" {...form.field('name')} />
      <fieldset aria-describedby={form.errors.scopes ? scopesErrorId : undefined} aria-invalid={form.errors.scopes ? true : undefined} className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{TEXTS.scopesLegend}</legend>
        {ACCESS_SCOPES.map((scope) => (
          <ScopeBox key={scope} scope={scope} ticked={ticked} onChange={setTicked} />
        ))}
        {form.errors.scopes ? (
          <p id={scopesErrorId} className="text-sm text-red-700 dark:text-red-300">
            {form.errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <SelectField label="Expiry" {...form.field('expiry')}>
        {EXPIRY_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {/* Stays in view while the form scrolls inside the dialog on short screens. */}
      <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800 dark:bg-slate-900">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isPending} loadingLabel="Creating...">
          Create
        </Button>
      </div>
    </form>
  );
}

/** One scope's box; a read scope a ticked write scope includes is ticked and locked, and says why. */
function ScopeBox({ scope, ticked, onChange }: { scope: AccessScope; ticked: readonly AccessScope[]; onChange: (scope: AccessScope, on: boolean) => void }) {
  const id = useId();
  const lock = lockedBy(ticked, scope);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={ticked.includes(scope)}
        disabled={lock !== null}
        aria-describedby={lock ? `${id}-why` : undefined}
        onChange={(event) => onChange(scope, event.target.checked)}
        className={checkboxStyles}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="text-slate-900 dark:text-slate-100">
          {ACCESS_SCOPE_LABELS[scope]}
        </label>
        {lock ? (
          <p id={`${id}-why`} className="text-xs text-slate-600 dark:text-slate-400">
            {TEXTS.includedWith(ACCESS_SCOPE_LABELS[lock])}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The token, once, with Copy, and how to connect a program (docs/product/access.md "Using a token"). */
function ShownOnce({ token, onDone }: { token: string; onDone: () => void }) {
  const tokenId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const origin = window.location.origin;
  // The form that had focus is gone: the token takes it, selected, ready to copy.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selected for a manual copy.
      field.current?.select();
    }
  };

  return (
    <div className="space-y-5">
      <Alert tone="info">{TEXTS.copyNow}</Alert>
      <div className="space-y-1.5">
        <label htmlFor={tokenId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {TEXTS.tokenLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Two lines, so the whole token shows at 390 px too. */}
          <textarea
            ref={field}
            id={tokenId}
            readOnly
            rows={2}
            value={token}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={cx(
              'min-w-0 flex-1 resize-none break-all rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
              focusRing,
            )}
          />
          <Button variant="secondary" icon={<Copy aria-hidden="true" className="h-4 w-4" />} onClick={() => void copy()}>
            {copied ? TEXTS.copied : TEXTS.copy}
          </Button>
        </div>
        {/* Said once by screen readers when the copy is done. */}
        <p role="status" className="sr-only">
          {copied ? TEXTS.copied : ''}
        </p>
      </div>
      <section aria-labelledby={`${tokenId}-connect`} className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <h3 id={`${tokenId}-connect`} className="font-semibold text-slate-900 dark:text-white">
          {TEXTS.connectHeading}
        </h3>
        <p>{TEXTS.connectHeader}</p>
        <dl className="space-y-2">
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{TEXTS.mcpLabel}</dt>
            <dd className="break-all font-mono text-xs text-slate-900 dark:text-slate-100">{`${origin}/mcp`}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{TEXTS.apiLabel}</dt>
            <dd className="break-all font-mono text-xs text-slate-900 dark:text-slate-100">{`${origin}/api/v1`}</dd>
          </div>
        </dl>
        <p>
          {/* A new tab: leaving this dialog would lose the token before it is copied. */}
          <a
            href="/developers/api"
            target="_blank"
            rel="noopener"
            className={cx('rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 dark:text-indigo-300 dark:hover:text-indigo-200', focusRing)}
          >
            {TEXTS.apiReference}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

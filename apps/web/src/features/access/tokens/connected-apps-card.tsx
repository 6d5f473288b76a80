import { ACCESS_MESSAGES, type AccessToken } from '@cadence/shared';
import { LoadFailed, LoadingRows } from '../../../components/ui/load-states';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/class-names';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { personTimeZone } from '../../../lib/local-date';
import { useAccessTokens, useRevokeAccessToken } from './access-tokens-api';
import { CONNECTED_APPS_TEXTS as TEXTS } from './connected-apps-texts';
import { CreateTokenDialog } from './create-token-dialog';
import { createdText, expiryText, isExpired, lastUsedText, prefixText, scopeLabels } from './token-text';

/**
 * The profile's 'Connected apps' (docs/product/access.md "Personal access tokens"): the person's
 * tokens, 'Create token' (the secret shown once, in the dialog), and 'Revoke', asked first.
 */
export function ConnectedAppsCard() {
  const headingId = useId();
  const tokens = useAccessTokens();
  const [creating, setCreating] = useState(false);
  // A revoked token's row (and its button, which had focus) goes: the card takes the focus instead.
  const section = useRef<HTMLElement>(null);
  const onRevoked = () => {
    toast.show({ message: ACCESS_MESSAGES.revoked });
    section.current?.focus();
  };

  return (
    <Card>
      <section id="connected-apps" ref={section} tabIndex={-1} aria-labelledby={headingId} className="scroll-mt-6 focus:outline-none">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {TEXTS.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{TEXTS.intro}</p>
        {tokens.isPending ? (
          <LoadingRows label={TEXTS.loading} rowClassName="h-16" />
        ) : tokens.isError ? (
          <LoadFailed message={TEXTS.loadFailed} onRetry={() => void tokens.refetch()} />
        ) : tokens.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{TEXTS.empty}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} onRevoked={onRevoked} />
            ))}
          </ul>
        )}
        <Button variant="secondary" className="mt-4" icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={() => setCreating(true)}>
          {TEXTS.createButton}
        </Button>
      </section>
      {creating ? <CreateTokenDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}

function TokenRow({ token, onRevoked }: { token: AccessToken; onRevoked: () => void }) {
  const revoke = useRevokeAccessToken(onRevoked);
  const [asking, setAsking] = useState(false);
  const now = new Date();
  const zone = personTimeZone();
  const expired = isExpired(token, now);
  const labels = scopeLabels(token.scopes);

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0 space-y-1.5">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="break-words font-medium text-slate-900 dark:text-white">{token.name}</span>
            <code className="font-mono text-xs text-slate-600 dark:text-slate-300">{prefixText(token)}</code>
          </p>
          <ul aria-label={TEXTS.scopesListLabel} className="flex flex-wrap gap-1.5">
            {labels.map((label) => (
              <li key={label} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {label}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {createdText(token, zone)} · <span className={cx(expired && 'font-semibold text-red-700 dark:text-red-300')}>{expiryText(token, now, zone)}</span> ·{' '}
            {lastUsedText(token, now, zone)}
          </p>
          {revoke.isError ? (
            <p role="alert" className="text-xs text-red-700 dark:text-red-300">
              {errorMessage(revoke.error, TEXTS.revokeFailed)}
            </p>
          ) : null}
        </div>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 self-start px-3 py-1.5"
        aria-label={`${TEXTS.revoke} ${token.name}`}
        loading={revoke.isPending}
        loadingLabel="Revoking..."
        onClick={() => setAsking(true)}
      >
        {TEXTS.revoke}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={TEXTS.revokeTitle(token.name)}
          keepLabel={TEXTS.revokeKeep}
          confirmLabel={TEXTS.revokeConfirm}
          danger
          onKeep={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            revoke.mutate(token.id);
          }}
        >
          <p>{TEXTS.revokeBody}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

import type { AgentChange, AgentChangeItem } from '@cadence/shared';
import { LoadFailed, LoadingRows } from '../../../../components/ui/load-states';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx, focusRing } from '../../../../components/ui/class-names';
import { errorMessage } from '../../../../lib/api-error';
import { personTimeZone } from '../../../../lib/local-date';
import { loadedChanges, useAgentChanges, useUndoAgentChange } from '../api/agent-changes';

// docs/product/access.md "The log in the profile": 'Changes by connected apps'.

/** 'Nov 27, 2026, 9:41 AM', in the person's zone. */
function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: personTimeZone() }).format(new Date(iso));
}

const ACTION_WORDS: Record<AgentChangeItem['action'], string> = { created: 'added', updated: 'changed', deleted: 'removed' };

function itemTitle(item: AgentChangeItem): string {
  const kind = item.kind.charAt(0).toUpperCase() + item.kind.slice(1);
  const label = item.label === '' ? '' : item.label.startsWith('"') || item.label.startsWith('for ') || item.label.startsWith('on ') ? ` ${item.label}` : ` "${item.label}"`;
  return `${kind}${label} ${ACTION_WORDS[item.action]}`;
}

function ChangeDetails({ change }: { change: AgentChange }) {
  return (
    <details className="mt-2 text-sm">
      <summary className={cx('inline-block cursor-pointer rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>Details</summary>
      <ul className="mt-2 space-y-3">
        {change.items.map((item, index) => (
          <li key={index}>
            <p className="font-medium text-slate-800 dark:text-slate-100">{itemTitle(item)}</p>
            {item.fields.length > 0 ? (
              <dl className="mt-1 space-y-1 text-slate-700 dark:text-slate-300">
                {item.fields.map((field) => (
                  <div key={field.field} className="flex flex-wrap gap-x-2 break-words">
                    <dt className="font-medium">{field.field}:</dt>
                    <dd className="min-w-0 break-words">
                      {item.action === 'created' ? (
                        field.after
                      ) : item.action === 'deleted' ? (
                        field.before
                      ) : (
                        <>
                          <span>{field.before ?? 'none'}</span>
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only"> to </span>
                          <span>{field.after ?? 'none'}</span>
                        </>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ChangeRow({ change, now }: { change: AgentChange; now: number }) {
  const summaryId = useId();
  const undo = useUndoAgentChange();
  const [refusal, setRefusal] = useState<string | null>(null);
  const undone = change.undoneAt !== null;
  const undoable = Date.parse(change.undoableUntil) > now;
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p id={summaryId} className="break-words font-medium text-slate-900 dark:text-white">
            {change.summary}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            {change.tokenName} · <time dateTime={change.createdAt}>{formatMoment(change.createdAt)}</time>
          </p>
        </div>
        {undone ? (
          <Button variant="secondary" className="px-3 py-1.5" disabled aria-describedby={summaryId}>
            Undone
          </Button>
        ) : undoable ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            icon={<Undo2 aria-hidden="true" className="h-4 w-4" />}
            loading={undo.isPending}
            loadingLabel="Undoing…"
            aria-describedby={summaryId}
            onClick={() => {
              setRefusal(null);
              undo.mutate(change.id, { onError: (error) => setRefusal(errorMessage(error, "Couldn't undo this change. Please try again.")) });
            }}
          >
            Undo
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <Alert tone="error" className="mt-2">
          {refusal}
        </Alert>
      ) : null}
      <ChangeDetails change={change} />
    </li>
  );
}

/**
 * 'Changes by connected apps' (docs/product/access.md "The log in the profile"): what the person's
 * access tokens changed, newest first, each with its details and an 'Undo' for 7 days.
 */
export function AgentChangesCard() {
  const headingId = useId();
  const changes = useAgentChanges();
  // Read once per render of the list: a change past its window loses its button at the next refresh.
  const now = Date.now();
  const list = loadedChanges(changes.data);

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Changes by connected apps
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">What your access tokens changed. Each change can be undone for 7 days.</p>
        {changes.isPending ? (
          <LoadingRows label="Loading the changes…" rows={2} />
        ) : changes.isError ? (
          <LoadFailed message={"We couldn't load the changes right now."} onRetry={() => void changes.refetch()} />
        ) : list.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">No changes by connected apps yet.</p>
        ) : (
          <>
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {list.map((change) => (
                <ChangeRow key={change.id} change={change} now={now} />
              ))}
            </ul>
            {changes.hasNextPage ? (
              <Button variant="secondary" className="mt-4" loading={changes.isFetchingNextPage} loadingLabel="Loading…" onClick={() => void changes.fetchNextPage()}>
                Load more
              </Button>
            ) : null}
            {changes.isFetchNextPageError ? (
              <Alert tone="error" className="mt-3">
                We couldn't load more changes. Please try again.
              </Alert>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}

import { ACCESS_SCOPES, ACCESS_SCOPE_LABELS, API_PAGE_LIMIT_DEFAULT, API_PAGE_LIMIT_MAX } from '@cadence/shared';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { BackButton } from '../../../components/ui/back-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpenApiDocument } from '../api/get-openapi';
import { OperationDetails } from './operation-details';
import { operationsByGroup, type OpenApiDocument } from './openapi-view';

// docs/product/access.md "The API": the readable reference of /api/v1, built from the same OpenAPI
// document a program reads at /api/v1/openapi.json, so the two cannot disagree.

const TITLE = 'Cadence API';

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900 dark:bg-slate-800 dark:text-slate-100';
const block = 'overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-sm leading-6 text-slate-100 dark:bg-black/60';
const sectionHeading = 'text-lg font-semibold text-slate-900 dark:text-white';
const prose = 'space-y-3 text-sm leading-6 text-slate-700 dark:text-slate-300';

export function DevelopersApiPage() {
  useDocumentTitle('API reference');
  const doc = useOpenApiDocument();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex items-center gap-3">
        <BackButton />
        <PageHeading>{TITLE}</PageHeading>
      </div>
      {doc.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading the API reference…</span>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : doc.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void doc.refetch()}>Try again</Button>}>
          We couldn't load the API reference.
        </Alert>
      ) : (
        <Reference doc={doc.data} />
      )}
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      <div className={prose}>{children}</div>
    </section>
  );
}

function Reference({ doc }: { doc: OpenApiDocument }) {
  const origin = doc.servers?.[0]?.url ?? window.location.origin;
  const base = `${origin}/api/v1`;
  const groups = operationsByGroup(doc);
  return (
    <div className="space-y-10">
      <p className="max-w-2xl text-base leading-7 text-slate-700 dark:text-slate-200">
        Your tasks, journal, habits, timer and reviews, for the programs you trust: an AI assistant, a script, a shortcut. A program reaches them with a personal access
        token you make in your <Link to="/profile" className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">profile</Link> under
        'Connected apps', and it can do only what you ticked.
      </p>

      <Card className="space-y-8">
        <Section id="api-start" title="Getting started">
          <p>
            Base URL: <code className={code}>{base}</code>. The machine-readable description is at{' '}
            <a className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>{' '}
            (OpenAPI 3.1).
          </p>
          <p>Send the token with every request. No cookie: a request with both is refused.</p>
          <pre className={block} tabIndex={0} aria-label="Example request">
            {`curl ${base}/todos?limit=20 \\\n  -H "Authorization: Bearer cad_…"`}
          </pre>
        </Section>

        <Section id="api-scopes" title="Scopes">
          <p>A token does only what its scopes allow; a write scope includes reading what it writes. Journal text is never readable without a journal scope.</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Scopes and what they allow</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-4 font-semibold text-slate-900 dark:text-white">Scope</th>
                  <th scope="col" className="py-2 font-semibold text-slate-900 dark:text-white">Lets the program</th>
                </tr>
              </thead>
              <tbody>
                {ACCESS_SCOPES.map((scope) => (
                  <tr key={scope} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    <td className="py-2 pr-4"><code className={code}>{scope}</code></td>
                    <td className="py-2">{ACCESS_SCOPE_LABELS[scope]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section id="api-pages" title="Pages">
          <p>
            A list answers <code className={code}>{'{ "items": [...], "nextCursor": "…" }'}</code>. Ask for up to {API_PAGE_LIMIT_MAX} items with{' '}
            <code className={code}>?limit=</code> (default {API_PAGE_LIMIT_DEFAULT}); send <code className={code}>nextCursor</code> back as <code className={code}>?cursor=</code> for the next page, until it is null.
            The journal and the activities page themselves and keep their own shape, as shown below.
          </p>
        </Section>

        <Section id="api-versions" title="Versions: ETag and If-Match">
          <p>
            Reading one task, journal entry, habit or activity gives its version in the <code className={code}>ETag</code> header. Send it back as{' '}
            <code className={code}>If-Match</code> when you change or delete it: if someone changed it since, nothing happens and the answer is{' '}
            <code className={code}>409</code> with the current version in <code className={code}>current</code>, so your program can look again before it writes.
          </p>
        </Section>

        <Section id="api-idempotency" title="Sending a change again">
          <p>
            Add an <code className={code}>Idempotency-Key</code> (8 to 100 letters, digits, dashes or underscores) to a change. Sent again with the same key and body, the change
            is made once and the first answer comes back, marked <code className={code}>Idempotent-Replayed: true</code>. Keys are kept for a day.
          </p>
        </Section>

        <Section id="api-limits" title="Rate limit and errors">
          <p>
            Each token may make 120 requests a minute, apart from your own browser. Past that the answer is <code className={code}>429</code> with{' '}
            <code className={code}>Retry-After</code>.
          </p>
          <p>
            Every refusal answers <code className={code}>{'{ "error": { "code": "…", "message": "…" } }'}</code> with a message you can show a person:{' '}
            <code className={code}>400</code> bad input (the message names the field), <code className={code}>401</code> no valid token, <code className={code}>403</code> a scope
            the token lacks, <code className={code}>404</code> not found (other people's ids too), <code className={code}>409</code> a stale version,{' '}
            <code className={code}>429</code> too many requests.
          </p>
        </Section>

        <Section id="api-mcp" title="For AI assistants: the MCP server">
          <p>
            Assistants that speak the Model Context Protocol connect to <code className={code}>{`${origin}${doc['x-mcp']?.path ?? '/mcp'}`}</code> (Streamable HTTP) with the same{' '}
            <code className={code}>Authorization: Bearer</code> header. They see only the tools their token's scopes allow, and every change they make is in your profile's activity
            log, where you can undo it.
          </p>
        </Section>
      </Card>

      {groups.map(({ group, operations }) => (
        <section key={group} aria-labelledby={`group-${slug(group)}`} className="space-y-3">
          <h2 id={`group-${slug(group)}`} className="text-xl font-semibold text-slate-900 dark:text-white">
            {group}
          </h2>
          <ul className="space-y-2">
            {operations.map((operation) => (
              <li key={operation.id}>
                <OperationDetails doc={doc} operation={operation} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { useSession } from '../../../lib/session';
import { AiTest } from './ai-test';
import { DatabaseCheck } from './database-check';
import { ProfileRefresh } from './profile-refresh';

const SESSION_NOTE = 'Session shows the start of this session’s id, not its sign-in token. The token stays in a cookie no script can read; the id cannot sign anyone in.';

function formatTime(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/**
 * How much of the session's id the panel shows: the spec's token preview is 20 characters long. The id
 * is not a credential (the sign-in token stays in the HttpOnly cookie), docs/product/shell.md "Debug panel".
 */
const SESSION_PREVIEW_LENGTH = 20;

/** Session facts and three diagnostics (database, profile, AI). */
export function DebugPanel({ onClose }: { onClose: () => void }) {
  const { user, session, status } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const rows: Array<[string, string]> = user && session
    ? [
        ['User ID', user.id],
        ['Email', user.email],
        ['Last sign-in', formatTime(session.createdAt)],
        ['Metadata', JSON.stringify({ name: user.name, emailVerified: user.emailVerified })],
        ['Session', `${session.id.slice(0, SESSION_PREVIEW_LENGTH)}…`],
        ['Expires', formatTime(session.expiresAt)],
      ]
    : [];

  return (
    <section
      role="dialog"
      aria-labelledby="debug-panel-title"
      className="fixed bottom-16 left-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id="debug-panel-title" ref={heading} tabIndex={-1} className="font-semibold text-slate-900 outline-none dark:text-white">
          Debug panel
        </h2>
        <button type="button" aria-label="Close debug panel" onClick={onClose} className={cx(buttonBase, buttonStyles.ghost, 'h-8 w-8 p-0')}>
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {status === 'signed-in' ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="min-w-0 break-all font-mono text-xs leading-5 text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{SESSION_NOTE}</p>
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">{status === 'loading' ? 'Checking the session…' : 'Not signed in.'}</p>
      )}
      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <DatabaseCheck />
        <ProfileRefresh signedIn={status === 'signed-in'} />
        <AiTest signedIn={status === 'signed-in'} />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

/** One diagnostic's outcome: a success is announced politely, a failure at once. */
export function DiagnosticResult({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p role={ok ? 'status' : 'alert'} className={ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}>
      {children}
    </p>
  );
}

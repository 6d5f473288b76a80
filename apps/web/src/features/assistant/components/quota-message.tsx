import { Clock } from 'lucide-react';

/** The day's AI allowance is spent: the server's words (limit and when it renews), shown calmly. */
export function QuotaMessage({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

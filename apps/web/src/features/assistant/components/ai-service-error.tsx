import { AI_MESSAGES } from '@cadence/shared';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** docs/product/ai.md "Errors": the red 'AI Service Error' box for a configuration problem. */
export function AiServiceError({ message = AI_MESSAGES.configurationIssue, action }: { message?: string; action?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200">
      <p className="flex items-center gap-2 font-semibold">
        <AlertCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
        {AI_MESSAGES.serviceErrorTitle}
      </p>
      <p className="mt-1">{message}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

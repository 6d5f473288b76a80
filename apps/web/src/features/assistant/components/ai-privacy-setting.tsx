import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useValueShownAtOnce } from '../../../lib/use-value-shown-at-once';
import { useAiSettings } from '../api/get-ai-settings';
import { useUpdateAiSettings } from '../api/update-ai-settings';

/**
 * The profile's consent to send journal text to an external model (issue 12 "Privacy"; docs/product/ai.md
 * "Privacy"): off by default, and it names who would receive the text. With no model configured the
 * text never leaves this server, and the page says so.
 */
export function AiPrivacySetting() {
  const settings = useAiSettings();
  const update = useUpdateAiSettings();
  const switchId = useId();
  const descriptionId = useId();
  // The switch moves at once; the pending mutation (a new submittedAt) takes over after, and a refusal shows the saved value.
  const saved = settings.data?.shareJournalWithAi ?? false;
  const [shareShown, showShare] = useValueShownAtOnce(update.isPending ? update.variables.shareJournalWithAi : saved, update.submittedAt);

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">AI and your journal</h2>
      {settings.isPending ? (
        <div className="mt-4 space-y-2" role="status">
          <span className="sr-only">Loading your AI privacy setting…</span>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : settings.isError ? (
        <Alert tone="error" className="mt-4" action={<Button variant="secondary" onClick={() => void settings.refetch()}>Try again</Button>}>
          We couldn't load your AI privacy setting.
        </Alert>
      ) : (
        <>
          <div className="mt-4 flex items-start justify-between gap-4">
            <label htmlFor={switchId} className="text-sm font-medium text-slate-900 dark:text-white">
              Share my journal text with the AI model
            </label>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-describedby={descriptionId}
              checked={shareShown}
              disabled={update.isPending}
              onChange={(event) => {
                showShare(event.target.checked);
                update.mutate({ shareJournalWithAi: event.target.checked });
              }}
              className={cx(
                'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-indigo-600 checked:before:translate-x-5 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none motion-reduce:before:transition-none dark:bg-slate-500 dark:checked:bg-indigo-500',
                focusRing,
              )}
            />
          </div>
          <div id={descriptionId} className="mt-2 space-y-2 text-sm text-slate-600 dark:text-slate-300">
            {settings.data.recipient ? (
              <p>
                When this is on, the text of your journal entries is sent to <strong className="font-semibold text-slate-900 dark:text-white">{settings.data.recipient}</strong> for
                coaching, insights, suggestions and sentiment. When it is off, the AI sees only each entry's date, mood and overall tone.
              </p>
            ) : (
              <p>
                No external AI model is set up on this server: the offline assistant answers here, and your journal text never leaves this
                server, whatever you choose. If a model is added later, this setting decides whether it may read your entries.
              </p>
            )}
            <p>Off unless you turn it on.</p>
          </div>
          {update.isError ? (
            <Alert tone="error" className="mt-3">
              {errorMessage(update.error, "We couldn't save that. Please try again.")}
            </Alert>
          ) : null}
        </>
      )}
    </Card>
  );
}

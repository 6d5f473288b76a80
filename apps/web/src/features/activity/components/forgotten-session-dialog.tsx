import { ACTIVITY_MESSAGES, formatDuration, runningStretchSeconds, trimSessionRequestSchema, type ActiveSession } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDiscardSession } from '../api/discard-session';
import { useKeepSession } from '../api/keep-session';
import { useTrimSession } from '../api/trim-session';
import { formatDateTime, toDateTimeLocal } from './activity-dates';

interface ForgottenSessionDialogProps {
  session: ActiveSession & { resumedAt: string };
  clockOffsetMs: number;
  /** Escape or × : ask again the next time the app opens. */
  onDismiss: () => void;
}

/**
 * docs/product/activity.md "Forgotten timer": a timer that has run more than 12 hours without a pause
 * asks, when the person comes back, whether to keep it, stop it at the time they finished, or discard it.
 */
export function ForgottenSessionDialog({ session, clockOffsetMs, onDismiss }: ForgottenSessionDialogProps) {
  const keep = useKeepSession();
  const trim = useTrimSession();
  const discard = useDiscardSession();
  const nowMs = Date.now() + clockOffsetMs;
  const resumedMs = Date.parse(session.resumedAt);
  const busy = keep.isPending || trim.isPending || discard.isPending;

  const form = useZodForm({
    schema: trimSessionRequestSchema,
    // A first guess: an hour into the stretch.
    initialValues: { endedAt: toDateTimeLocal(new Date(Math.min(resumedMs + 3_600_000, nowMs))) },
    toInput: ({ endedAt }) => ({ sessionId: session.id, endedAt: endedAt === '' ? '' : new Date(endedAt).toISOString() }),
    // The minute typed may start a little before the stretch did (the input has no seconds): that minute counts from the resume.
    check: ({ endedAt }) => {
      const end = Date.parse(endedAt);
      return endedAt !== '' && (end < resumedMs - 60_000 || end > nowMs) ? { endedAt: ACTIVITY_MESSAGES.endedAtOutOfRange } : {};
    },
    mutation: trim,
    onSubmit: (body, { showServerError }) => trim.mutate({ ...body, endedAt: new Date(Math.max(Date.parse(body.endedAt), resumedMs)).toISOString() }, { onSuccess: onDismiss, onError: (error) => showServerError(error, 'Could not stop the timer. Please try again.') }),
  });

  return (
    <Dialog title={`Still tracking "${session.title}"?`} onClose={onDismiss}>
      <div className="space-y-5 text-sm text-slate-700 dark:text-slate-300">
        <p>
          This timer has run without a pause since <time dateTime={session.resumedAt}>{formatDateTime(session.resumedAt)}</time>, {formatDuration(runningStretchSeconds(session, nowMs))} so far. If you forgot
          to stop it, choose what to keep.
        </p>

        <div className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h3 className="font-semibold text-slate-900 dark:text-white">Keep it</h3>
          <p>You are still on it: the timer goes on, with every hour so far.</p>
          <Button variant="secondary" disabled={busy} loading={keep.isPending} loadingLabel="Keeping..." onClick={() => keep.mutate({ sessionId: session.id }, { onSuccess: onDismiss })}>
            Keep it running
          </Button>
        </div>

        <form {...form.formProps} className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h3 className="font-semibold text-slate-900 dark:text-white">Trim it</h3>
          <p>Stop the timer at the time you finished; only the time until then is logged.</p>
          {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
          <TextField label="Finished at" type="datetime-local" min={toDateTimeLocal(new Date(resumedMs))} max={toDateTimeLocal(new Date(nowMs))} {...form.field('endedAt')} />
          <Button type="submit" disabled={busy && !trim.isPending} loading={trim.isPending} loadingLabel="Stopping...">
            Stop at this time
          </Button>
        </form>

        <div className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h3 className="font-semibold text-slate-900 dark:text-white">Discard it</h3>
          <p>The timer ends and nothing is logged.</p>
          <Button variant="danger" disabled={busy} loading={discard.isPending} loadingLabel="Discarding..." onClick={() => discard.mutate({ sessionId: session.id }, { onSuccess: onDismiss })}>
            Discard
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

import {
  addTag,
  createMoodLogRequestSchema,
  DEFAULT_MOOD,
  MOOD_FACTOR_MAX_LENGTH,
  MOOD_LOG_NOTES_MAX_LENGTH,
  MOOD_MAX,
  MOOD_MAX_FACTORS,
  MOOD_MIN,
  removeAt,
  type MoodLog,
} from '@cadence/shared';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { ListInput } from '../../../components/ui/list-input';
import { RangeField } from '../../../components/ui/range-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateMoodLog } from '../api/create-mood-log';
import { useDeleteMoodLog } from '../api/delete-mood-log';
import { useMoodLogs } from '../api/get-mood-logs';
import { formatEntryMoment, formatEntryTime } from './journal-dates';
import { readList } from './journal-form-values';
import { MoodBadge, moodValueText } from './mood-badge';
import { useLocalToday } from '../../../lib/use-local-today';

interface CheckInValues {
  value: string;
  notes: string;
  factors: string;
  factorDraft: string;
}

const EMPTY: CheckInValues = { value: String(DEFAULT_MOOD), notes: '', factors: '[]', factorDraft: '' };

const checkInInput = (values: CheckInValues) => ({ value: Number(values.value), notes: values.notes, factors: addTag(readList(values.factors), values.factorDraft) });

/**
 * docs/product/moods.md "Check-in": the quick "How do you feel?" on the journal page (the spec has
 * no mood screen): a mood, and a note and factors for whoever wants them; today's check-ins below.
 */
export function MoodCheckIn() {
  const headingId = useId();
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const create = useCreateMoodLog();
  const form = useZodForm({
    schema: createMoodLogRequestSchema,
    initialValues: EMPTY,
    toInput: checkInInput,
    mutation: create,
    onSubmit: (body, { reset, showServerError }) =>
      create.mutate(body, {
        onSuccess: (log) => {
          reset();
          setShowDetails(false);
          toast.show({ message: `Mood logged: ${moodValueText(log.value)}` });
        },
        onQueued: () => {
          reset();
          setShowDetails(false);
          toast.show({ message: `Mood logged: ${moodValueText(Number(body.value))}. It will be saved once you're back online.` });
        },
        onError: (error) => showServerError(error, 'Could not log your mood. Please try again.'),
      }),
  });
  const factors = readList(form.values.factors);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        How do you feel?
      </h2>
      <form {...form.formProps} className="mt-3 space-y-4">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <RangeField label="Mood right now" min={MOOD_MIN} max={MOOD_MAX} value={Number(form.values.value)} onValueChange={(value) => form.setValue('value', String(value))} valueText={moodValueText} error={form.errors.value} />
        <button
          type="button"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((shown) => !shown)}
          className={cx('inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}
        >
          <ChevronDown aria-hidden="true" className={cx('h-4 w-4 transition-transform motion-reduce:transition-none', showDetails && 'rotate-180')} />
          Add a note or factors
        </button>
        <div id={detailsId} hidden={!showDetails} className="space-y-4">
          <TextareaField label="Note" rows={2} maxLength={MOOD_LOG_NOTES_MAX_LENGTH} placeholder="What is behind it?" {...form.field('notes')} />
          <ListInput
            label="Factors"
            itemName="factor"
            itemsName="factors"
            items={factors}
            draft={form.values.factorDraft}
            onDraftChange={(text) => form.setValue('factorDraft', text)}
            onAdd={() => {
              const next = addTag(factors, form.values.factorDraft);
              form.setValue('factors', JSON.stringify(next));
              form.setValue('factorDraft', '');
              return next !== factors;
            }}
            onRemove={(index) => form.setValue('factors', JSON.stringify(removeAt(factors, index)))}
            look="chips"
            max={MOOD_MAX_FACTORS}
            maxLength={MOOD_FACTOR_MAX_LENGTH}
            placeholder="Sleep, work, weather…"
            error={form.errors.factors}
          />
        </div>
        <Button type="submit" className="w-full" loading={form.isPending} loadingLabel="Logging...">
          Log Mood
        </Button>
      </form>
      <TodaysCheckIns />
    </section>
  );
}

function TodaysCheckIns() {
  const logs = useMoodLogs();
  const remove = useDeleteMoodLog();
  const today = useLocalToday();
  const headingId = useId();
  if (logs.isPending) return <Skeleton className="mt-4 h-10" />;
  if (logs.isError) {
    return (
      <Alert tone="error" className="mt-4" action={<Button variant="secondary" onClick={() => void logs.refetch()}>Try again</Button>}>
        {errorMessage(logs.error, 'Could not load your check-ins.')}
      </Alert>
    );
  }
  const todays = logs.data.filter((log) => log.date === today);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        Today’s check-ins
      </h3>
      {todays.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">None yet today.</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 space-y-2">
          {todays.map((log) => (
            <CheckInRow key={log.id} log={log} onDelete={() => remove.mutate(log)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CheckInRow({ log, onDelete }: { log: MoodLog; onDelete: () => void }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <time dateTime={log.loggedAt} className="w-16 shrink-0 pt-0.5 text-slate-600 dark:text-slate-400">
        {formatEntryTime(log.loggedAt)}
      </time>
      <div className="min-w-0 flex-1 space-y-0.5">
        <MoodBadge mood={log.value} />
        {log.factors.length > 0 ? <p className="text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{log.factors.join(', ')}</p> : null}
        {log.notes ? <p className="whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">{log.notes}</p> : null}
      </div>
      <button
        type="button"
        aria-label={`Delete the check-in from ${formatEntryMoment(log.loggedAt)}`}
        title="Delete"
        onClick={onDelete}
        className={cx('inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400', focusRing)}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

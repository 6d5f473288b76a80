import { ACTIVITY_TITLE_MAX_LENGTH, ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, TODO_PRIORITY_LABELS, startSessionRequestSchema } from '@cadence/shared';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-error';
import { useZodForm, type FieldBinding } from '../../../lib/use-zod-form';
import { useStartSession } from '../api/start-session';
import { useTaskOptions } from '../api/get-task-options';
import { useActivityTypeSuggestion } from './activity-type-suggestion';
import { emptyStartForm } from './start-form-values';

/** Where 'Track Activity' sends focus (docs/product/activity.md "History": it scrolls to the top). */
export const START_FORM_ID = 'start-activity-form';
const START_FAILED = 'Could not start the timer. Please try again.';

/** 'Start New Activity' (docs/product/activity.md "Timer", docs/product/activity.md "Activity"), shown only while no timer runs. */
export function StartActivityForm({ onStarted }: { onStarted: () => void }) {
  const headingId = useId();
  const start = useStartSession(onStarted);
  const suggestion = useActivityTypeSuggestion();
  const form = useZodForm({
    schema: startSessionRequestSchema,
    initialValues: emptyStartForm,
    mutation: start,
    onSubmit: (body, { showServerError }) =>
      start.mutate(body, {
        // A conflict shows the timer that runs (start-session.ts); anything else stays on the form.
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 409)) showServerError(error, START_FAILED);
        },
      }),
  });
  const title = form.field('title');
  const description = form.field('description');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Start New Activity
      </h2>
      <form id={START_FORM_ID} {...form.formProps} className="mt-4 space-y-4">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            autoComplete="off"
            maxLength={ACTIVITY_TITLE_MAX_LENGTH}
            placeholder="What are you working on?"
            className="sm:col-span-2"
            {...title}
            onChange={(event) => {
              title.onChange(event);
              suggestion.onTitleChange();
            }}
            onBlur={() => {
              title.onBlur();
              if (form.values.title.trim() !== '') suggestion.onTitleBlur(form.values.title, form.values.description);
            }}
          />
          <div className="space-y-1.5">
            <SelectField label="Type" {...form.field('type')}>
              {ACTIVITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ACTIVITY_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            {/* docs/product/ai.md "Activity type": the AI's suggestion, one click to take it. */}
            <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
              {suggestion.suggested && suggestion.suggested !== form.values.type ? (
                <>
                  {`Suggested: ${ACTIVITY_TYPE_LABELS[suggestion.suggested]}${suggestion.engine ? ` (${suggestion.engine})` : ''}. `}
                  <button type="button" className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300" onClick={() => suggestion.suggested && form.setValue('type', suggestion.suggested)}>
                    {`Use ${ACTIVITY_TYPE_LABELS[suggestion.suggested]}`}
                  </button>
                </>
              ) : null}
            </p>
          </div>
          <TaskChoice binding={form.field('todoId')} />
          <TextareaField
            label="Description"
            rows={2}
            className="sm:col-span-2"
            {...description}
            onChange={(event) => {
              description.onChange(event);
              suggestion.onDescriptionChange(event.target.value);
            }}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" icon={<Play aria-hidden="true" className="h-4 w-4" />} loading={form.isPending} loadingLabel="Starting..." className="w-full sm:w-auto">
            Start Tracking
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The task to link: not started or in progress, high priority first, then by due date (docs/product/activity.md "Linked task"). */
function TaskChoice({ binding }: { binding: FieldBinding }) {
  const tasks = useTaskOptions();
  return (
    <SelectField label="Linked Task" {...binding}>
      <option value="">No task</option>
      {tasks.isPending ? (
        <option value="" disabled>
          Loading your tasks…
        </option>
      ) : tasks.isError ? (
        <option value="" disabled>
          Could not load your tasks
        </option>
      ) : (
        tasks.data.map((task) => (
          <option key={task.id} value={task.id}>
            {task.title} ({TODO_PRIORITY_LABELS[task.priority]})
          </option>
        ))
      )}
    </SelectField>
  );
}

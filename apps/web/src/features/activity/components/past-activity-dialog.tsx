import { ACTIVITY_TITLE_MAX_LENGTH, ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES } from '@cadence/shared';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateActivity } from '../api/create-activity';
import { localDateOf } from '../../../lib/local-date';
import { checkPastActivity, emptyPastActivity, PAST_ACTIVITY_FIELD_NAMES, pastActivityFormSchema, pastActivityInput } from './past-activity-values';
import { RatingField } from './rating-field';

/** docs/product/todos.md "Task form" (the task form's rule, kept for every form): focus the title 50 ms after opening. */
const TITLE_FOCUS_DELAY_MS = 50;

/** 'Add Past Activity' (docs/product/activity.md "Past activities"): an activity that was not timed. */
export function PastActivityDialog({ onClose }: { onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateActivity();
  const form = useZodForm({
    schema: pastActivityFormSchema,
    initialValues: emptyPastActivity(),
    toInput: pastActivityInput,
    check: checkPastActivity,
    serverFieldNames: PAST_ACTIVITY_FIELD_NAMES,
    mutation: create,
    onSubmit: (body, { showServerError }) => create.mutate(body, { onSuccess: onClose, onError: (error) => showServerError(error, 'Could not add the activity. Please try again.') }),
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const title = formRef.current?.elements.namedItem('title');
      if (title instanceof HTMLInputElement) title.focus();
    }, TITLE_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog title="Add Past Activity" onClose={onClose}>
      <form ref={formRef} {...form.formProps} className="space-y-5">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Title" autoComplete="off" maxLength={ACTIVITY_TITLE_MAX_LENGTH} className="col-span-2" {...form.field('title')} />
          <SelectField label="Type" className="col-span-2" {...form.field('type')}>
            {ACTIVITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {ACTIVITY_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField label="Date" type="date" max={localDateOf(new Date())} {...form.field('date')} />
          <TextField label="Start Time" type="time" {...form.field('time')} />
          <TextField label="Hours" type="number" inputMode="numeric" min={0} max={24} step={1} {...form.field('hours')} />
          <TextField label="Minutes" type="number" inputMode="numeric" min={0} max={59} step={1} {...form.field('minutes')} />
          <TextareaField label="Description" rows={2} className="col-span-2" {...form.field('description')} />
        </div>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">Ratings</legend>
          <RatingField label="Energy" {...form.field('energy')} />
          <RatingField label="Focus" {...form.field('focus')} />
          <RatingField label="Satisfaction" {...form.field('satisfaction')} />
        </fieldset>
        <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800 dark:bg-slate-900">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isPending} loadingLabel="Saving...">
            Add Activity
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { ACTIVITY_TITLE_MAX_LENGTH, ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, type Activity } from '@cadence/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFirstFieldFocus } from '../../../components/ui/use-first-field-focus';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useZodForm, type ZodForm } from '../../../lib/use-zod-form';
import { useCreateActivity } from '../api/create-activity';
import { StaleActivityError, useUpdateActivity } from '../api/update-activity';
import { localDateOf } from '../../../lib/local-date';
import {
  checkEditedActivity,
  checkPastActivity,
  editActivityFormSchema,
  editedActivityInput,
  editedActivityValues,
  emptyPastActivity,
  PAST_ACTIVITY_FIELD_NAMES,
  pastActivityFormSchema,
  pastActivityInput,
  type PastActivityValues,
} from './past-activity-values';
import { RatingField } from './rating-field';


/** 'Add Past Activity' (docs/product/activity.md "Past activities"): an activity that was not timed. */
export function PastActivityDialog({ onClose }: { onClose: () => void }) {
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
  return <ActivityFormDialog title="Add Past Activity" submitLabel="Add Activity" form={form} onClose={onClose} />;
}

/**
 * 'Edit Activity' (docs/product/activity.md "Edit an activity"): the same form, filled in, with the
 * same rules. When the activity changed elsewhere meanwhile, the form shows it as it is now and says so.
 */
export function EditActivityDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const update = useUpdateActivity();
  const [loaded, setLoaded] = useState(activity);
  const form = useZodForm({
    schema: editActivityFormSchema,
    initialValues: editedActivityValues(activity),
    toInput: (values) => editedActivityInput(values, loaded),
    check: (values) => checkEditedActivity(values, loaded),
    serverFieldNames: PAST_ACTIVITY_FIELD_NAMES,
    mutation: update,
    onSubmit: (body, { showServerError, reset, setFormError }) =>
      update.mutate(
        { id: activity.id, body },
        {
          onSuccess: onClose,
          onError: (error) => {
            if (!(error instanceof StaleActivityError)) return showServerError(error, 'Could not save the activity. Please try again.');
            setLoaded(error.activity);
            reset(editedActivityValues(error.activity));
            setFormError(error.message);
          },
        },
      ),
  });
  return <ActivityFormDialog title="Edit Activity" submitLabel="Save Changes" form={form} onClose={onClose} />;
}

interface ActivityFormDialogProps {
  title: string;
  submitLabel: string;
  form: ZodForm<PastActivityValues>;
  onClose: () => void;
}

function ActivityFormDialog({ title: dialogTitle, submitLabel, form, onClose }: ActivityFormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFirstFieldFocus(formRef, 'title');

  return (
    <Dialog title={dialogTitle} onClose={onClose}>
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
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

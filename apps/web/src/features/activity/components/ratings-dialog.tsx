import { updateActivityRatingsRequestSchema, type Activity } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateActivityRatings } from '../api/update-activity-ratings';
import { RatingField } from './rating-field';

interface RatingsValues {
  energy: string;
  focus: string;
  satisfaction: string;
}

const toInput = (values: RatingsValues) => ({ energy: Number(values.energy), focus: Number(values.focus), satisfaction: Number(values.satisfaction) });

/** 'Edit Ratings' (docs/product/activity.md "Ratings"): energy, focus and satisfaction, 1 to 10. */
export function RatingsDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const update = useUpdateActivityRatings();
  const form = useZodForm({
    schema: updateActivityRatingsRequestSchema,
    initialValues: { energy: String(activity.energy), focus: String(activity.focus), satisfaction: String(activity.satisfaction) },
    toInput,
    mutation: update,
    onSubmit: (body, { showServerError }) =>
      update.mutate({ id: activity.id, body }, { onSuccess: onClose, onError: (error) => showServerError(error, 'Could not save the ratings. Please try again.') }),
  });

  return (
    <Dialog title="Edit Ratings" onClose={onClose}>
      <form {...form.formProps} className="space-y-5">
        <p className="break-words text-sm text-slate-700 dark:text-slate-300">{activity.title}</p>
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <RatingField label="Energy" {...form.field('energy')} />
        <RatingField label="Focus" {...form.field('focus')} />
        <RatingField label="Satisfaction" {...form.field('satisfaction')} />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isPending} loadingLabel="Saving...">
            Save Ratings
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

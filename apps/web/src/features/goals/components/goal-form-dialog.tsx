import { createGoalRequestSchema, GOAL_CATEGORIES, GOAL_CATEGORY_LABELS, GOAL_TITLE_MAX_LENGTH, updateGoalRequestSchema, type CreateGoalRequest, type Goal, type UpdateGoalRequest } from '@cadence/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFirstFieldFocus } from '../../../components/ui/use-first-field-focus';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { FormSchema } from '../../../lib/validate-form';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateGoal } from '../api/create-goal';
import { StaleGoalError, useUpdateGoal } from '../api/update-goal';
import { createGoalInput, emptyGoalForm, formValuesFrom, hasBlankTitle, milestoneRowsFrom, updateGoalInput, type GoalFormValues, type MilestoneRow } from './goal-form-values';
import { GoalMilestoneFields } from './goal-milestone-fields';

const SAVE_FAILED = 'Could not save the goal. Please try again.';

/** 'create' may come filled in: 'Use this goal →' of the AI recommendations (docs/product/ai.md "Goal suggestions"). */
export type GoalFormTarget = { mode: 'create'; prefill?: Pick<GoalFormValues, 'title' | 'description' | 'category'> } | { mode: 'edit'; goal: Goal };

/** 'Create New Goal' and 'Edit Goal' (docs/product/goals.md "Goal form"). */
export function GoalFormDialog({ target, onClose }: { target: GoalFormTarget; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.goal : null;
  // The version the form shows; a save against an older one gets a 409.
  const [loaded, setLoaded] = useState<Goal | null>(editing);
  const [rows, setRows] = useState<MilestoneRow[]>(() => milestoneRowsFrom(editing));
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateGoal();
  const update = useUpdateGoal();

  const form = useZodForm({
    schema: (loaded ? updateGoalRequestSchema : createGoalRequestSchema) as FormSchema<CreateGoalRequest | UpdateGoalRequest>,
    initialValues: editing ? formValuesFrom(editing) : target.mode === 'create' && target.prefill ? { ...emptyGoalForm, ...target.prefill } : emptyGoalForm,
    toInput: (values) => (loaded ? updateGoalInput(values, rows, loaded.updatedAt) : createGoalInput(values, rows)),
    ignoreSubmit: hasBlankTitle,
    mutation: loaded ? update : create,
    onSubmit: (body, { reset, setFormError, showServerError }) => {
      if (!loaded || !('expectedUpdatedAt' in body)) return create.mutate(body, { onSuccess: onClose, onError: (error) => showServerError(error, SAVE_FAILED) });
      update.mutate(
        { id: loaded.id, body },
        {
          onSuccess: onClose,
          onError: (error) => {
            if (!(error instanceof StaleGoalError)) return showServerError(error, SAVE_FAILED);
            // The goal changed elsewhere: show it as it is now (from the 409 itself); the person re-applies their change.
            setLoaded(error.goal);
            setRows(milestoneRowsFrom(error.goal));
            reset(formValuesFrom(error.goal));
            setFormError(error.message);
          },
        },
      );
    },
  });

  useFirstFieldFocus(formRef, 'title');

  const blankTitle = hasBlankTitle(form.values);

  return (
    <Dialog title={editing ? 'Edit Goal' : 'Create New Goal'} onClose={onClose} className="max-w-2xl">
      <form ref={formRef} {...form.formProps} className="space-y-5">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" maxLength={GOAL_TITLE_MAX_LENGTH} autoComplete="off" className="sm:col-span-2" {...form.field('title')} />
          <TextareaField label="Description" className="sm:col-span-2" {...form.field('description')} />
          <SelectField label="Category" {...form.field('category')}>
            {GOAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {GOAL_CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
          <TextField label="Target Date" type="date" {...form.field('targetDate')} />
        </div>
        <GoalMilestoneFields rows={rows} onChange={setRows} error={form.errors.milestones} />
        {/* Stays in view while the form scrolls inside the dialog on short screens. */}
        <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:items-center sm:justify-end dark:border-slate-800 dark:bg-slate-900">
          {blankTitle ? <p className="order-last text-xs text-slate-600 sm:order-none sm:mr-auto dark:text-slate-400">Give the goal a title to save it.</p> : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={blankTitle} loading={form.isPending} loadingLabel="Saving...">
            {editing ? 'Save Changes' : 'Create Goal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

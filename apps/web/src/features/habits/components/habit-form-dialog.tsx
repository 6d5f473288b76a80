import { HABIT_MESSAGES, createHabitRequestSchema, habitCreateFailedMessage, type Habit } from '@cadence/shared';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFirstFieldFocus } from '../../../components/ui/use-first-field-focus';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateHabit } from '../api/create-habit';
import { useUpdateHabit } from '../api/update-habit';
import { HabitFormFields } from './habit-form-fields';
import { checkHabitForm, emptyHabitForm, formValuesFrom, habitFormInput, hasBlankTitle, type HabitFormValues } from './habit-form-values';

const SAVE_FAILED = 'Could not save the habit. Please try again.';

/** 'create' may come filled in: 'Add "{name}" to your habits' of the AI panel (docs/product/ai.md "Habit recommendations"). */
export type HabitFormTarget = { mode: 'create'; prefill?: Partial<HabitFormValues> } | { mode: 'edit'; habit: Habit };

/** 'New Habit' and 'Edit Habit' (docs/product/habits.md "Habit form"). */
export function HabitFormDialog({ target, onClose, onCreated }: { target: HabitFormTarget; onClose: () => void; onCreated: (habit: Habit) => void }) {
  const editing = target.mode === 'edit' ? target.habit : null;
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateHabit();
  const update = useUpdateHabit();

  const form = useZodForm({
    schema: createHabitRequestSchema,
    initialValues: editing ? formValuesFrom(editing) : target.mode === 'create' && target.prefill ? { ...emptyHabitForm, ...target.prefill } : emptyHabitForm,
    toInput: habitFormInput,
    check: checkHabitForm,
    ignoreSubmit: hasBlankTitle,
    mutation: editing ? update : create,
    onSubmit: (body, { showServerError }) => {
      if (editing) {
        update.mutate({ id: editing.id, body }, { onSuccess: onClose, onError: (error) => showServerError(error, SAVE_FAILED) });
        return;
      }
      create.mutate(body, {
        onSuccess: (created) => {
          // docs/product/habits.md "Habit form": the failure messages, as toasts here.
          toast.show({ message: HABIT_MESSAGES.created });
          onCreated(created);
          onClose();
        },
        onError: (error) => {
          toast.error(habitCreateFailedMessage(errorMessage(error, 'Please try again.')));
          if (error instanceof ApiError && error.fields) showServerError(error, SAVE_FAILED);
        },
      });
    },
  });

  useFirstFieldFocus(formRef, 'title');

  return (
    <Dialog title={editing ? 'Edit Habit' : 'New Habit'} onClose={onClose}>
      <form ref={formRef} {...form.formProps} className="space-y-5">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <HabitFormFields form={form} />
        {/* Stays in view while the form scrolls inside the dialog on short screens. */}
        <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800 dark:bg-slate-900">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isPending} loadingLabel="Saving...">
            {editing ? 'Save Changes' : 'Create Habit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { createTodoRequestSchema, type CreateTodoRequest, type RepeatScope, type Todo } from '@cadence/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFirstFieldFocus } from '../../../components/ui/use-first-field-focus';
import { Dialog } from '../../../components/ui/dialog';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateTodo } from '../api/create-todo';
import { StaleTodoError, useUpdateTodo } from '../api/update-todo';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { editedRule, repeatChanged } from './repeat-form-values';
import { RepeatScopeDialog } from './repeat-scope-dialog';
import { TaskChecklist } from './task-checklist';
import { TodoFormFields } from './todo-form-fields';
import { checkTodoForm, emptyTodoForm, formValuesFrom, hasBlankTitle, hasUnsavedChanges, todoFormInput, type TodoFormValues } from './todo-form-values';

const SAVE_FAILED = 'Could not save the task. Please try again.';

export type TodoFormTarget = { mode: 'create' } | { mode: 'edit'; todo: Todo };

/** 'Create New Task' and 'Edit Task' (docs/product/todos.md "Task form"). */
export function TodoFormDialog({ target, today, onClose }: { target: TodoFormTarget; today: string; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.todo : null;
  // The version the form shows; a save against an older one gets a 409.
  const [loaded, setLoaded] = useState<Todo | null>(editing);
  // What the form opened with (or was reset to): closing with anything else asks first (issue 13).
  const [baseline, setBaseline] = useState<TodoFormValues>(() => (editing ? formValuesFrom(editing) : emptyTodoForm));
  const [confirming, setConfirming] = useState(false);
  // docs/product/todos.md "Repeating tasks": an edit of a repeating task waits for 'this one or all future ones'.
  const [askingScope, setAskingScope] = useState<((scope: RepeatScope) => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateTodo();
  const update = useUpdateTodo();

  const form = useZodForm({
    schema: createTodoRequestSchema,
    initialValues: baseline,
    toInput: todoFormInput,
    check: checkTodoForm,
    ignoreSubmit: hasBlankTitle,
    mutation: editing ? update : create,
    onSubmit: (body, { reset, setFormError, showServerError }) => {
      // Offline, the change waits on this device (docs/product/offline.md): the form closes as on a save.
      if (!loaded) return create.mutate(body, { onSuccess: onClose, onQueued: onClose, onError: (error) => showServerError(error, SAVE_FAILED) });
      const save = (scope: RepeatScope | undefined) => {
        const rule = editedRule({ values: form.values, formRule: body.repeat, before: loaded.repeat, dueDateChanged: body.dueDate !== loaded.dueDate, scope });
        const { repeat: _repeat, ...fields }: CreateTodoRequest = body;
        update.mutate(
          { id: loaded.id, body: { ...fields, ...(rule !== undefined ? { repeat: rule } : {}), ...(scope ? { repeatScope: scope } : {}), expectedUpdatedAt: loaded.updatedAt } },
          {
            onSuccess: onClose,
            onQueued: onClose,
            onError: (error) => {
              if (!(error instanceof StaleTodoError)) return showServerError(error, SAVE_FAILED);
              // issue 3: show the fresh values (from the 409 itself); the user re-applies their change and saves again.
              const fresh = formValuesFrom(error.todo);
              setLoaded(error.todo);
              setBaseline(fresh);
              reset(fresh);
              setFormError(error.message);
            },
          },
        );
      };
      if (asksRepeatScope(loaded, form.values, baseline)) setAskingScope(() => (scope: RepeatScope) => save(scope));
      else save(undefined);
    },
  });

  // docs/product/todos.md "Task form": Escape, Cancel or × on a half-filled form asks before discarding it.
  const requestClose = () => {
    if (form.isPending) return;
    if (hasUnsavedChanges(form.values, baseline)) setConfirming(true);
    else onClose();
  };

  useFirstFieldFocus(formRef, 'title');

  // The question closes first and gives focus back to the form; then the form closes and gives it
  // back to what opened it (New Task, or the card), never leaving it on <body> (issue 13).
  const discard = () => {
    setConfirming(false);
    window.setTimeout(onClose, 0);
  };

  return (
    <>
      <Dialog title={editing ? 'Edit Task' : 'Create New Task'} onClose={requestClose}>
        <form ref={formRef} {...form.formProps} className="space-y-5">
          {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
          <TodoFormFields form={form} currentHabit={loaded?.habit ?? null} today={today} />
          {/* docs/product/todos.md "Checklist": each change is saved at once, not with the form. */}
          {loaded ? <TaskChecklist todoId={loaded.id} /> : null}
          {/* Stays in view while the form scrolls inside the dialog on short screens. */}
          <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800 dark:bg-slate-900">
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.isPending} loadingLabel="Saving...">
              {editing ? 'Save Changes' : 'Create Task'}
            </Button>
          </div>
        </form>
      </Dialog>
      {/* A sibling, not a child: dialog events (cancel on Escape) would otherwise reach the form's dialog too. */}
      {askingScope ? (
        <RepeatScopeDialog
          onCancel={() => setAskingScope(null)}
          onChoose={(scope) => {
            setAskingScope(null);
            askingScope(scope);
          }}
        />
      ) : null}
      {confirming ? <DiscardChangesDialog editing={editing !== null} onKeep={() => setConfirming(false)} onDiscard={discard} /> : null}
    </>
  );
}

/**
 * docs/product/todos.md "Repeating tasks": a change of a repeating task's fields asks which occurrences
 * it is for. A change of the rule itself is for the series (no question), and so is a change of the
 * status alone (completing from the form).
 */
function asksRepeatScope(loaded: Todo, values: TodoFormValues, baseline: TodoFormValues): boolean {
  if (loaded.repeat === null || repeatChanged(values, loaded.repeat)) return false;
  const { status: _status, ...others } = values;
  return hasUnsavedChanges({ ...others, status: baseline.status }, baseline);
}

import type { Todo } from '@cadence/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCreateTodo } from '../api/create-todo';
import { StaleTodoError, useUpdateTodo } from '../api/update-todo';
import { TodoFormFields } from './todo-form-fields';
import { emptyTodoForm, formValuesFrom, parseTodoForm, type TodoFormErrors, type TodoFormField, type TodoFormValues } from './todo-form-values';

/** spec part 1 §2 and §9: focus moves to the title 50 ms after a form opens. */
const TITLE_FOCUS_DELAY_MS = 50;

export type TodoFormTarget = { mode: 'create' } | { mode: 'edit'; todo: Todo };

/** 'Create New Task' and 'Edit Task' (spec part 1 §2, §5). */
export function TodoFormDialog({ target, onClose }: { target: TodoFormTarget; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.todo : null;
  const [values, setValues] = useState<TodoFormValues>(() => (editing ? formValuesFrom(editing) : emptyTodoForm));
  // The version the form shows; a save against an older one gets a 409.
  const [loaded, setLoaded] = useState<Todo | null>(editing);
  const [errors, setErrors] = useState<TodoFormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const title = formRef.current?.elements.namedItem('title');
      if (title instanceof HTMLInputElement) title.focus();
    }, TITLE_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const onChange = (field: TodoFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onFailure = (error: Error) => {
    if (error instanceof StaleTodoError) {
      // issue 3: show the fresh values; the user re-applies their change and saves again.
      setLoaded(error.todo);
      setValues(formValuesFrom(error.todo));
      setErrors({});
      setNotice(error.message);
      return;
    }
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    setNotice(error instanceof ApiError && error.fields ? null : errorMessage(error, 'Could not save the task. Please try again.'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = parseTodoForm(values);
    // spec part 1 §5: a blank title makes create and save silently do nothing.
    if (parsed.kind === 'blank') return;
    if (parsed.kind === 'invalid') return setErrors(parsed.errors);
    setNotice(null);
    if (loaded) {
      update.mutate({ id: loaded.id, body: { ...parsed.body, expectedUpdatedAt: loaded.updatedAt } }, { onSuccess: onClose, onError: onFailure });
    } else {
      create.mutate(parsed.body, { onSuccess: onClose, onError: onFailure });
    }
  };

  return (
    <Dialog title={editing ? 'Edit Task' : 'Create New Task'} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
        {notice ? <Alert tone="error">{notice}</Alert> : null}
        {errors._ ? <Alert tone="error">{errors._}</Alert> : null}
        <TodoFormFields values={values} errors={errors} onChange={onChange} currentHabit={loaded?.habit ?? null} />
        {/* Stays in view while the form scrolls inside the dialog on short screens. */}
        <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800 dark:bg-slate-900">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} loadingLabel="Saving...">
            {editing ? 'Save Changes' : 'Create Task'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

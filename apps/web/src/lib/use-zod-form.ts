import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from './api-error';
import { placeServerErrors, validateForm, type FieldErrors, type FormField, type FormRules, type FormValues } from './validate-form';

/**
 * When a field's message first shows: 'submit' after the first submit, 'blur' once the field loses
 * focus, 'change' once it changes or loses focus. From then on it follows every change.
 */
export type ValidateOn = 'submit' | 'blur' | 'change';

/** What a mutation gives the form: `isPending` drives the submit button, `reset` clears its last outcome. */
export interface FormMutation {
  isPending: boolean;
  reset: () => void;
}

export interface UseZodFormOptions<Values extends FormValues<Values>, Output> extends FormRules<Values, Output> {
  initialValues: Values;
  validateOn?: ValidateOn;
  /** The request the form sends (a TanStack mutation). */
  mutation?: FormMutation;
  /** Names the server gives fields that the form calls differently, e.g. { name: 'firstName' }. */
  serverFieldNames?: Readonly<Record<string, FormField<Values>>>;
  /** True makes a submit do nothing at all, no message either (docs/product/todos.md "Task form": a blank task title). */
  ignoreSubmit?: (values: Values) => boolean;
  /** Called with the schema's output once every rule holds; it usually calls `mutation.mutate`. */
  onSubmit: (data: Output, form: ZodForm<Values>) => void;
}

/** Spread onto TextField, SelectField or TextareaField: FieldFrame ties the error to the control. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

export interface ZodForm<Values extends FormValues<Values>> {
  values: Values;
  /** The messages on screen, per field. */
  errors: FieldErrors<Values>;
  /** The message above the form: a server answer that belongs to no field. */
  formError: string | null;
  /** Every rule holds for what is typed now (sign-up keeps its submit disabled until then, docs/product/accounts.md "Sign-up"). */
  isValid: boolean;
  isPending: boolean;
  field: (name: FormField<Values>) => FieldBinding;
  setValue: (name: FormField<Values>, value: string) => void;
  /** New values (default: the initial ones) with no messages, e.g. after a save. */
  reset: (next?: Values) => void;
  setFormError: (message: string | null) => void;
  /** Shows a failed request: `ApiError.fields` on their fields, the message above the form unless the fields said it all. */
  showServerError: (error: unknown, fallback: string) => void;
  formProps: { noValidate: true; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
}

/**
 * The one form convention (issue 7 §4): values, the shared zod schema's messages on their fields,
 * server field errors, and the mutation's pending state. Every form of the app uses it.
 */
export function useZodForm<Values extends FormValues<Values>, Output>(options: UseZodFormOptions<Values, Output>): ZodForm<Values> {
  const { initialValues, validateOn = 'submit', mutation } = options;
  const initial = useRef(initialValues);
  const [fieldNames] = useState(() => Object.keys(initialValues) as Array<FormField<Values>>);
  const [values, setValues] = useState(initialValues);
  const [shown, setShown] = useState<ReadonlySet<FormField<Values>>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Every rule against what is typed now; a field puts its message on screen once it is shown.
  const validation = validateForm(values, options);
  const liveErrors: FieldErrors<Values> = validation.ok ? {} : validation.errors;
  const errors: FieldErrors<Values> = {};
  for (const name of fieldNames) {
    const message = (shown.has(name) ? liveErrors[name] : undefined) ?? serverErrors[name];
    if (message) errors[name] = message;
  }

  const show = (name: FormField<Values>) => setShown((current) => (current.has(name) ? current : new Set(current).add(name)));

  const setValue = (name: FormField<Values>, value: string) => {
    // Values are text by type (FormValues); a select only offers the values its type allows.
    setValues((current) => ({ ...current, [name]: value }) as Values);
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const field = (name: FormField<Values>): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      setValue(name, event.target.value);
      if (validateOn === 'change') show(name);
    },
    onBlur: () => {
      if (validateOn !== 'submit') show(name);
    },
  });

  const reset = (next: Values = initial.current) => {
    setValues(next);
    setShown(new Set());
    setServerErrors({});
    setFormError(null);
  };

  const showServerError = (error: unknown, fallback: string) => {
    const placed = placeServerErrors(error, initial.current, options.serverFieldNames);
    setServerErrors(placed.errors);
    setFormError(placed.complete ? null : errorMessage(error, fallback));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: Enter pressed twice does not send twice.
    if (mutation?.isPending || options.ignoreSubmit?.(values)) return;
    mutation?.reset();
    setServerErrors({});
    setShown(new Set(fieldNames));
    if (!validation.ok) {
      setFormError(validation.formError);
      return;
    }
    setFormError(null);
    options.onSubmit(validation.data, form);
  }

  const form: ZodForm<Values> = {
    values,
    errors,
    formError,
    isValid: validation.ok,
    isPending: mutation?.isPending ?? false,
    field,
    setValue,
    reset,
    setFormError,
    showServerError,
    formProps: { noValidate: true, onSubmit: handleSubmit },
  };
  return form;
}

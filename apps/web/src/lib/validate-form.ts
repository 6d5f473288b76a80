import { fieldErrors } from '@cadence/shared';
import { ApiError } from './api-error';

// The pure half of useZodForm (issue 7 §4): which message goes on which field.

/**
 * What a form needs of a shared zod schema: its safeParse. Typed by shape, because the web app
 * imports zod only through the schemas of @cadence/shared (lint keeps it so).
 */
export interface FormSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/** Every field of a form holds text (a select's value too); parsing turns it into the request body. */
export type FormValues<Values> = { [Field in keyof Values]: string };

export type FormField<Values> = keyof Values & string;

export type FieldErrors<Values> = Partial<Record<FormField<Values>, string>>;

export interface FormRules<Values, Output> {
  /** The shared schema, usually the request body's (spec messages live in it). */
  schema: FormSchema<Output>;
  /** The schema's input made from the form's text, e.g. minutes parsed, the confirmation left out. Default: the values. */
  toInput?: (values: Values) => unknown;
  /** Rules across fields that the request schema cannot know, e.g. a confirmation that is never sent. */
  check?: (values: Values) => FieldErrors<Values>;
}

export type FormValidation<Values, Output> =
  | { ok: true; data: Output }
  | { ok: false; errors: FieldErrors<Values>; formError: string | null };

/** The form field a schema path belongs to ('title', 'milestones.0.title' -> 'milestones'), or null. */
function fieldOfPath<Values extends object>(path: string, values: Values): FormField<Values> | null {
  if (path in values) return path as FormField<Values>;
  const head = path.split('.')[0] ?? '';
  return head in values ? (head as FormField<Values>) : null;
}

/**
 * Checks the values against the schema and the cross-field rules. Each field gets its first message;
 * a message that belongs to no field (the body as a whole) becomes the form's message.
 */
export function validateForm<Values extends object, Output>(values: Values, rules: FormRules<Values, Output>): FormValidation<Values, Output> {
  const errors: FieldErrors<Values> = { ...rules.check?.(values) };
  let formError: string | null = null;
  const parsed = rules.schema.safeParse(rules.toInput ? rules.toInput(values) : values);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
      const field = fieldOfPath(path, values);
      if (field) errors[field] ??= message;
      else formError ??= message;
    }
  }
  const hasFieldErrors = Object.values(errors).some(Boolean);
  if (parsed.success && !hasFieldErrors) return { ok: true, data: parsed.data };
  return { ok: false, errors, formError };
}

export interface PlacedServerErrors<Values> {
  errors: FieldErrors<Values>;
  /** True when the server named fields and every one of them is on the form: nothing is left to say above it. */
  complete: boolean;
}

/**
 * Puts a failed request's `ApiError.fields` on the form's fields. `serverNames` maps a name the
 * server uses to the form's own (better-auth's `name` is the sign-up form's firstName).
 */
export function placeServerErrors<Values extends object>(
  error: unknown,
  values: Values,
  serverNames: Readonly<Record<string, FormField<Values>>> = {},
): PlacedServerErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!(error instanceof ApiError) || !error.fields) return { errors, complete: false };
  let complete = true;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = serverNames[name] ?? fieldOfPath(name, values);
    if (field) errors[field] ??= message;
    else complete = false;
  }
  return { errors, complete: complete && Object.keys(errors).length > 0 };
}

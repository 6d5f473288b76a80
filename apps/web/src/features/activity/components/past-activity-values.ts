import {
  DEFAULT_ACTIVITY_TYPE,
  DEFAULT_RATING,
  PAST_ACTIVITY_MAX_SECONDS,
  PAST_ACTIVITY_MIN_SECONDS,
  createActivityRequestSchema,
  durationFields,
  updateActivityRequestSchema,
  type Activity,
  type ActivityType,
} from '@cadence/shared';
import type { FieldErrors, FormSchema } from '../../../lib/validate-form';
import { localDateOf } from '../../../lib/local-date';

/** 'Add Past Activity' as typed (docs/product/activity.md "Past activities"). */
export interface PastActivityValues {
  title: string;
  type: ActivityType;
  description: string;
  /** 'YYYY-MM-DD' and 'HH:mm' in the browser's zone. */
  date: string;
  time: string;
  hours: string;
  minutes: string;
  energy: string;
  focus: string;
  satisfaction: string;
}

export const PAST_ACTIVITY_MESSAGES = {
  dateRequired: 'Date is required',
  timeRequired: 'Start time is required',
  hoursInvalid: 'Hours must be a whole number from 0 to 24',
  minutesInvalid: 'Minutes must be a whole number from 0 to 59',
  durationOutOfRange: 'Duration must be from 1 minute to 24 hours',
} as const;

/** A new form: an hour that ended at the last quarter hour, ratings at 5 (docs/product/activity.md "Ratings"). */
export function emptyPastActivity(now = new Date()): PastActivityValues {
  const start = new Date(now.getTime() - 60 * 60_000);
  start.setMinutes(start.getMinutes() - (start.getMinutes() % 15), 0, 0);
  const rating = String(DEFAULT_RATING);
  return {
    title: '',
    type: DEFAULT_ACTIVITY_TYPE,
    description: '',
    date: localDateOf(start),
    time: `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}`,
    hours: '1',
    minutes: '0',
    energy: rating,
    focus: rating,
    satisfaction: rating,
  };
}

const WHOLE = /^\d{1,2}$/;

function durationSecondsOf(values: PastActivityValues): number | null {
  const hours = values.hours.trim() === '' ? 0 : WHOLE.test(values.hours.trim()) ? Number(values.hours) : Number.NaN;
  const minutes = values.minutes.trim() === '' ? 0 : WHOLE.test(values.minutes.trim()) ? Number(values.minutes) : Number.NaN;
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return null;
  return (hours * 60 + minutes) * 60;
}

/** The local date and time as an instant; null when either is missing or not real. */
function startOf(values: PastActivityValues): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || !/^\d{2}:\d{2}$/.test(values.time)) return null;
  const start = new Date(`${values.date}T${values.time}`);
  return Number.isNaN(start.getTime()) ? null : start;
}

/**
 * The request body the values stand for. A start or a duration the form cannot read is refused by
 * checkPastActivity in the form's words, so the schema is given a stand-in and says nothing twice.
 */
export function pastActivityInput(values: PastActivityValues): unknown {
  return {
    title: values.title,
    type: values.type,
    description: values.description,
    startedAt: (startOf(values) ?? new Date(0)).toISOString(),
    durationSeconds: durationSecondsOf(values) ?? PAST_ACTIVITY_MIN_SECONDS,
    energy: Number(values.energy),
    focus: Number(values.focus),
    satisfaction: Number(values.satisfaction),
  };
}

/** The rules the form says in its own words, on its own fields (hours and minutes, date and time). */
export function checkPastActivity(values: PastActivityValues, keptDuration = false): FieldErrors<PastActivityValues> {
  const errors: FieldErrors<PastActivityValues> = {};
  if (startOf(values) === null) {
    if (values.time === '') errors.time = PAST_ACTIVITY_MESSAGES.timeRequired;
    if (values.date === '' || values.time !== '') errors.date = PAST_ACTIVITY_MESSAGES.dateRequired;
  }
  // A length kept from the activity as it was logged (an edit) is not the person's to justify.
  if (keptDuration) return errors;
  const hours = values.hours.trim();
  const minutes = values.minutes.trim();
  if (hours !== '' && (!WHOLE.test(hours) || Number(hours) > 24)) errors.hours = PAST_ACTIVITY_MESSAGES.hoursInvalid;
  if (minutes !== '' && (!WHOLE.test(minutes) || Number(minutes) > 59)) errors.minutes = PAST_ACTIVITY_MESSAGES.minutesInvalid;
  const seconds = durationSecondsOf(values);
  if (!errors.hours && !errors.minutes && seconds !== null && (seconds < PAST_ACTIVITY_MIN_SECONDS || seconds > PAST_ACTIVITY_MAX_SECONDS)) {
    errors.hours = PAST_ACTIVITY_MESSAGES.durationOutOfRange;
  }
  return errors;
}

/** Request fields the form shows elsewhere: the start on the time field, the duration on the hours. */
export const PAST_ACTIVITY_FIELD_NAMES = { startedAt: 'time', durationSeconds: 'hours' } as const satisfies Record<string, keyof PastActivityValues>;

/** A request schema, with its messages on the form's fields. */
function onFormFields<Output>(schema: { safeParse(input: unknown): ReturnType<FormSchema<Output>['safeParse']> }): FormSchema<Output> {
  return {
    safeParse(input) {
      const result = schema.safeParse(input);
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => {
        const head = issue.path[0];
        const renamed = typeof head === 'string' && head in PAST_ACTIVITY_FIELD_NAMES ? PAST_ACTIVITY_FIELD_NAMES[head as keyof typeof PAST_ACTIVITY_FIELD_NAMES] : head;
        return { ...issue, path: renamed === undefined ? issue.path : [renamed, ...issue.path.slice(1)] };
      });
      return { success: false, error: { ...result.error, issues } as typeof result.error };
    },
  };
}

/** 'Add Past Activity''s request schema on the form's fields. */
export const pastActivityFormSchema: FormSchema<ReturnType<typeof createActivityRequestSchema.parse>> = onFormFields(createActivityRequestSchema);

// 'Edit Activity' (docs/product/activity.md "Edit an activity"): the same form, filled in.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The form filled with an activity: its start in the browser's zone (seconds dropped), its length in hours and whole minutes. */
export function editedActivityValues(activity: Activity): PastActivityValues {
  const start = new Date(activity.startedAt);
  return {
    title: activity.title,
    type: activity.type,
    description: activity.description ?? '',
    date: localDateOf(start),
    time: `${twoDigits(start.getHours())}:${twoDigits(start.getMinutes())}`,
    ...durationFields(activity.durationSeconds),
    energy: String(activity.energy),
    focus: String(activity.focus),
    satisfaction: String(activity.satisfaction),
  };
}

/** Whether the start and the length read as the form was opened: they are then kept to the second, as stored. */
export function keptTimes(values: PastActivityValues, activity: Activity): { start: boolean; duration: boolean } {
  const opened = editedActivityValues(activity);
  const sameNumber = (a: string, b: string) => a.trim() !== '' && Number(a) === Number(b);
  return {
    start: values.date === opened.date && values.time === opened.time,
    duration: sameNumber(values.hours, opened.hours) && sameNumber(values.minutes, opened.minutes),
  };
}

/**
 * The edit's request body: every field of the form, but a start or a length left as it was is not sent,
 * so the stored one stays to the second (a timer-logged activity of 14 seconds or 30 hours can be renamed).
 */
export function editedActivityInput(values: PastActivityValues, activity: Activity): unknown {
  const { startedAt, durationSeconds, ...rest } = pastActivityInput(values) as Record<string, unknown>;
  const kept = keptTimes(values, activity);
  return {
    ...rest,
    ...(kept.start ? {} : { startedAt }),
    ...(kept.duration ? {} : { durationSeconds }),
    expectedUpdatedAt: activity.updatedAt,
  };
}

/** The form's own checks; a length left as it was is not held to the 1 minute to 24 hours of a new one. */
export function checkEditedActivity(values: PastActivityValues, activity: Activity): FieldErrors<PastActivityValues> {
  return checkPastActivity(values, keptTimes(values, activity).duration);
}

/** The edit's request schema on the form's fields. */
export const editActivityFormSchema: FormSchema<ReturnType<typeof updateActivityRequestSchema.parse>> = onFormFields(updateActivityRequestSchema);

import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { unknownFieldsMessage } from '../todos/todo-messages';
import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE_MAX,
  ACTIVITY_RATING_LABELS,
  ACTIVITY_TITLE_MAX_LENGTH,
  ACTIVITY_TYPES,
  DEFAULT_ACTIVITY_TYPE,
  DEFAULT_RATING,
  PAST_ACTIVITY_MAX_SECONDS,
  PAST_ACTIVITY_MIN_SECONDS,
  RATING_MAX,
  RATING_MIN,
  type ActivityRating,
} from './activity-constants';
import { ACTIVITY_MESSAGES, ratingMessage } from './activity-messages';

// The activity API's request schemas (docs/product/activity.md "API routes"); the forms use the same.

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Unknown fields are refused (docs/architecture.md "API conventions"), naming them. */
const strict = {
  error: (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys ?? []) : undefined),
};

/** docs/product/activity.md "Activity": title and type are required. */
export const activityTitleSchema = safeString('Title', ACTIVITY_MESSAGES.titleRequired)
  .trim()
  .min(1, ACTIVITY_MESSAGES.titleRequired)
  .max(ACTIVITY_TITLE_MAX_LENGTH, ACTIVITY_MESSAGES.titleTooLong);

export const activityTypeSchema = z.enum(ACTIVITY_TYPES, { error: ACTIVITY_MESSAGES.typeRequired });

const descriptionSchema = z.preprocess(
  emptyToNull,
  safeString('Description').trim().max(ACTIVITY_DESCRIPTION_MAX_LENGTH, ACTIVITY_MESSAGES.descriptionTooLong).nullable(),
);

/** Whether the task is the user's, and not completed, is the server's check, with the same message. */
const todoIdSchema = z.preprocess(emptyToNull, z.uuid({ error: ACTIVITY_MESSAGES.taskNotFound }).nullable());

const sessionIdSchema = z.uuid({ error: ACTIVITY_MESSAGES.invalidSessionId });

const ratingSchema = (rating: ActivityRating) =>
  z.int({ error: ratingMessage(ACTIVITY_RATING_LABELS[rating]) }).min(RATING_MIN, ratingMessage(ACTIVITY_RATING_LABELS[rating])).max(RATING_MAX, ratingMessage(ACTIVITY_RATING_LABELS[rating]));

/** Body of POST /api/activity-session: start the timer (docs/product/activity.md "Timer"). Type defaults to work (docs/product/activity.md "Activity"). */
/**
 * The moment a button was pressed, for a change made offline and sent later (docs/product/offline.md
 * "The timer offline"): the server counts the time to it, within what the session allows.
 */
const pressedAtSchema = z.iso.datetime({ offset: true, error: ACTIVITY_MESSAGES.invalidPressedAt });

export const startSessionRequestSchema = z.strictObject(
  {
    /** The id the client chose, so a timer started offline can be paused or stopped before it is saved. */
    id: z.uuid({ error: ACTIVITY_MESSAGES.invalidSessionId }).optional(),
    /** When Start was pressed (offline); now when left out, and never later than now. */
    startedAt: pressedAtSchema.optional(),
    title: activityTitleSchema,
    type: activityTypeSchema.default(DEFAULT_ACTIVITY_TYPE),
    description: descriptionSchema.default(null),
    todoId: todoIdSchema.default(null),
  },
  strict,
);
export type StartSessionRequest = z.output<typeof startSessionRequestSchema>;

/**
 * Body of pause, resume, keep, stop and discard: the session the client acts on, so a tab that still
 * shows a finished session cannot act on the next one (docs/product/activity.md "Several tabs and devices").
 */
export const sessionActionRequestSchema = z.strictObject({ sessionId: sessionIdSchema, at: pressedAtSchema.optional() }, strict);
export type SessionActionRequest = z.output<typeof sessionActionRequestSchema>;

/** Body of POST /api/activity-session/trim: stop a forgotten timer as of `endedAt`. */
export const trimSessionRequestSchema = z.strictObject(
  {
    sessionId: sessionIdSchema,
    endedAt: z.iso.datetime({ offset: true, error: ACTIVITY_MESSAGES.invalidEndedAt }),
  },
  strict,
);
export type TrimSessionRequest = z.output<typeof trimSessionRequestSchema>;

/** A past activity's start and length (docs/product/activity.md "Past activities"): from 1 minute to 24 hours. */
const startedAtSchema = z.iso.datetime({ offset: true, error: ACTIVITY_MESSAGES.invalidStartedAt });
const pastDurationSchema = z
  .int({ error: ACTIVITY_MESSAGES.invalidDuration })
  .min(PAST_ACTIVITY_MIN_SECONDS, ACTIVITY_MESSAGES.invalidDuration)
  .max(PAST_ACTIVITY_MAX_SECONDS, ACTIVITY_MESSAGES.invalidDuration);

/** Body of POST /api/activities: a past activity added by hand. Ratings default to 5 (docs/product/activity.md "Ratings"). */
export const createActivityRequestSchema = z.strictObject(
  {
    title: activityTitleSchema,
    type: activityTypeSchema.default(DEFAULT_ACTIVITY_TYPE),
    description: descriptionSchema.default(null),
    startedAt: startedAtSchema,
    durationSeconds: pastDurationSchema,
    energy: ratingSchema('energy').default(DEFAULT_RATING),
    focus: ratingSchema('focus').default(DEFAULT_RATING),
    satisfaction: ratingSchema('satisfaction').default(DEFAULT_RATING),
  },
  strict,
);
export type CreateActivityRequest = z.output<typeof createActivityRequestSchema>;

/**
 * Body of PATCH /api/activities/:id (docs/product/activity.md "Edit an activity"): any of the fields of
 * 'Add Past Activity', each with its rules; a field left out stays as it is. The three ratings alone
 * (the body 'Edit Ratings' sent) is one such body. `expectedUpdatedAt`, when sent, is the version the
 * form was opened with: an activity changed since is not saved (409 with the activity as it is now).
 * The linked task is not part of it: an edit keeps it.
 */
export const updateActivityRequestSchema = z
  .strictObject(
    {
      title: activityTitleSchema.optional(),
      type: activityTypeSchema.optional(),
      description: descriptionSchema.optional(),
      startedAt: startedAtSchema.optional(),
      durationSeconds: pastDurationSchema.optional(),
      energy: ratingSchema('energy').optional(),
      focus: ratingSchema('focus').optional(),
      satisfaction: ratingSchema('satisfaction').optional(),
      expectedUpdatedAt: z.iso.datetime({ offset: true, error: ACTIVITY_MESSAGES.invalidExpectedUpdatedAt }).optional(),
    },
    strict,
  )
  .refine(({ expectedUpdatedAt: _version, ...fields }) => Object.values(fields).some((value) => value !== undefined), { message: ACTIVITY_MESSAGES.nothingToChange });
export type UpdateActivityRequest = z.output<typeof updateActivityRequestSchema>;

/** Where a page of the history starts: after the activity that ended the previous page. */
export interface ActivityCursor {
  startedAt: string;
  id: string;
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The nextCursor of a page ending with this activity. */
export function activityCursor(last: ActivityCursor): string {
  return `${last.startedAt}_${last.id}`;
}

/** The cursor's parts, or null when it is not one this API wrote. */
export function parseActivityCursor(cursor: string): ActivityCursor | null {
  const match = CURSOR_PATTERN.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { startedAt: match[1]!, id: match[2]! };
}

/** The query of GET /api/activities: `?cursor=…&limit=…`, both optional. */
export const activityListQuerySchema = z.strictObject(
  {
    cursor: z
      .string({ error: ACTIVITY_MESSAGES.invalidCursor })
      .transform((value, context) => {
        const parsed = parseActivityCursor(value);
        if (!parsed) context.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.invalidCursor });
        return parsed ?? z.NEVER;
      })
      .optional(),
    limit: z
      .string({ error: ACTIVITY_MESSAGES.invalidLimit })
      .regex(/^\d{1,3}$/, ACTIVITY_MESSAGES.invalidLimit)
      .transform(Number)
      .pipe(z.int().min(1, ACTIVITY_MESSAGES.invalidLimit).max(ACTIVITY_PAGE_SIZE_MAX, ACTIVITY_MESSAGES.invalidLimit))
      .default(ACTIVITY_PAGE_SIZE),
  },
  strict,
);
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;

import { z } from '../zod';
import { isCalendarDate } from '../calendar/local-date';
import { safeString } from '../text/safe-text';
import { DEFAULT_GOAL_CATEGORY, GOAL_CATEGORIES, GOAL_DESCRIPTION_MAX_LENGTH, GOAL_MAX_MILESTONES, GOAL_TITLE_MAX_LENGTH, MILESTONE_TITLE_MAX_LENGTH } from './goal-constants';
import { GOAL_MESSAGES } from './goal-messages';

// The goal API's request bodies (docs/product/goals.md "Goal form", "API routes"), used by the form too.
// Objects are strict (docs/architecture.md "API conventions"): zod.ts words an unknown field as 'Unknown field: {name}'.

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** docs/product/goals.md "Goal form": the form ignores a blank title (its button is disabled); the API answers 400. */
export const goalTitleSchema = safeString('Title', GOAL_MESSAGES.titleRequired).trim().min(1, GOAL_MESSAGES.titleRequired).max(GOAL_TITLE_MAX_LENGTH, GOAL_MESSAGES.titleTooLong);

const descriptionSchema = z.preprocess(emptyToNull, safeString('Description').trim().max(GOAL_DESCRIPTION_MAX_LENGTH, GOAL_MESSAGES.descriptionTooLong).nullable());

export const goalCategorySchema = z.enum(GOAL_CATEGORIES, { error: GOAL_MESSAGES.invalidCategory });

const calendarDate = (message: string) => z.preprocess(emptyToNull, z.string({ error: message }).refine(isCalendarDate, message).nullable());

/** docs/product/goals.md "Defaults": the target date is optional. */
const targetDateSchema = calendarDate(GOAL_MESSAGES.invalidTargetDate);

/** A milestone's title, trimmed. Blank ones never reach this: the list drops them first. */
export const milestoneTitleSchema = safeString('Milestone').trim().max(MILESTONE_TITLE_MAX_LENGTH, GOAL_MESSAGES.milestoneTitleTooLong);

const milestoneDueDateSchema = calendarDate(GOAL_MESSAGES.invalidMilestoneDueDate);

/** True for a milestone row whose title is blank after trimming: it is dropped, not refused. */
export function isBlankMilestone(row: unknown): boolean {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
  const title = (row as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() === '';
}

/**
 * docs/product/goals.md "Blank milestones": rows with a blank title are dropped on create and on edit
 * (issue 10 drops them on edit too). What is left is capped.
 */
function milestoneList<Row extends z.ZodType>(row: Row) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((item) => !isBlankMilestone(item)) : value),
    z.array(row, { error: GOAL_MESSAGES.milestonesNotAList }).max(GOAL_MAX_MILESTONES, GOAL_MESSAGES.tooManyMilestones),
  );
}

const newMilestoneSchema = z.strictObject(
  {
    title: milestoneTitleSchema,
    dueDate: milestoneDueDateSchema.default(null),
  },
);

/** Body of POST /api/goals. A new goal is active with progress 0 until its milestones say otherwise. */
export const createGoalRequestSchema = z.strictObject(
  {
    title: goalTitleSchema,
    description: descriptionSchema.default(null),
    category: goalCategorySchema.default(DEFAULT_GOAL_CATEGORY),
    targetDate: targetDateSchema.default(null),
    milestones: milestoneList(newMilestoneSchema).default([]),
  },
);
export type CreateGoalRequest = z.output<typeof createGoalRequestSchema>;
export type MilestoneDraft = z.output<typeof newMilestoneSchema>;

/** A row of the edit form: an existing milestone keeps its id (and its completed state); a new one has none. */
const editedMilestoneSchema = z.strictObject(
  {
    id: z.uuid({ error: GOAL_MESSAGES.invalidMilestoneId }).optional(),
    title: milestoneTitleSchema,
    dueDate: milestoneDueDateSchema.default(null),
  },
);
export type EditedMilestone = z.output<typeof editedMilestoneSchema>;

const expectedUpdatedAtSchema = z.iso.datetime({ offset: true, error: GOAL_MESSAGES.invalidExpectedUpdatedAt });

/**
 * Body of PATCH /api/goals/:id: the whole form (null for "none") and the updatedAt it was opened
 * with. Milestones missing from the list are removed; listed ones are renamed and reordered.
 */
export const updateGoalRequestSchema = z.strictObject(
  {
    title: goalTitleSchema,
    description: descriptionSchema,
    category: goalCategorySchema,
    targetDate: targetDateSchema,
    milestones: milestoneList(editedMilestoneSchema).refine((rows) => {
      const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id.toLowerCase()]));
      return new Set(ids).size === ids.length;
    }, GOAL_MESSAGES.duplicateMilestoneId),
    expectedUpdatedAt: expectedUpdatedAtSchema,
  },
);
export type UpdateGoalRequest = z.output<typeof updateGoalRequestSchema>;

/**
 * Body of PATCH /api/goals/:id/milestones/:milestoneId: the state the person ticked it to. Sending the
 * state rather than "flip" makes a repeated or crossing request land where the person meant
 * (docs/product/goals.md "Ticking a milestone").
 */
export const setMilestoneRequestSchema = z.strictObject(
  {
    completed: z.boolean({ error: GOAL_MESSAGES.invalidCompleted }),
  },
);
export type SetMilestoneRequest = z.output<typeof setMilestoneRequestSchema>;

import { daysBetween } from '../calendar/calendar-days';
import { isCalendarDate } from '../calendar/local-date';
import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { habitReminderDaysSchema, habitReminderTimesSchema } from '../reminders/reminder-schemas';
import {
  DEFAULT_HABIT_CATEGORY,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_FREQUENCY,
  HABIT_CATEGORIES,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_FREQUENCIES,
  HABIT_LOG_RANGE_MAX_DAYS,
  HABIT_TIMES_OF_DAY,
  HABIT_TITLE_MAX_LENGTH,
  type HabitFrequency,
} from './habit-constants';
import { HABIT_MESSAGES } from './habit-messages';
import { HABIT_AMOUNT_MAX, HABIT_BREAK_MAX_DAYS, HABIT_BREAK_REASON_MAX_LENGTH, HABIT_UNIT_MAX_LENGTH, targetCountFits } from './habit-targets';

// docs/product/habits.md "Limits" and "Defaults".

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The API answers 400 for a blank title; the form never sends one (docs/product/habits.md "Habit form": Save does nothing). */
export const habitTitleSchema = safeString('Title', HABIT_MESSAGES.titleRequired)
  .trim()
  .min(1, HABIT_MESSAGES.titleRequired)
  .max(HABIT_TITLE_MAX_LENGTH, HABIT_MESSAGES.titleTooLong);

const descriptionSchema = z.preprocess(emptyToNull, safeString('Description').trim().max(HABIT_DESCRIPTION_MAX_LENGTH, HABIT_MESSAGES.descriptionTooLong).nullable());
const frequencySchema = z.enum(HABIT_FREQUENCIES, { error: HABIT_MESSAGES.invalidFrequency });
/** docs/product/habits.md "Habit": no time of day ("any time") is stored as nothing: null here. */
const timeOfDaySchema = z.preprocess(emptyToNull, z.enum(HABIT_TIMES_OF_DAY, { error: HABIT_MESSAGES.invalidTimeOfDay }).nullable());
const categorySchema = z.enum(HABIT_CATEGORIES, { error: HABIT_MESSAGES.invalidCategory });
/** Any '#RRGGBB', kept in capitals so the same colour is always the same text. */
const colorSchema = z
  .string({ error: HABIT_MESSAGES.invalidColor })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, HABIT_MESSAGES.invalidColor)
  .transform((color) => color.toUpperCase());

/** docs/product/goals.md "Linked tasks and habits": whether the goal is the user's (and live) is checked by the server, with the same message. */
const goalIdSchema = z.preprocess(emptyToNull, z.uuid({ error: HABIT_MESSAGES.goalNotFound }).nullable());
// docs/product/habits.md "Targets" and "Amounts" (issue 22 §5, §7).
/** Times per period; whether it fits the period is checked with the frequency (targetCountMessage). 1 is stored as null: once per period. */
const targetCountSchema = z.preprocess(
  emptyToNull,
  z
    .number({ error: HABIT_MESSAGES.invalidTargetCount })
    .int(HABIT_MESSAGES.invalidTargetCount)
    .nullable()
    .transform((count) => (count === 1 ? null : count)),
);
const targetAmountSchema = z.preprocess(
  emptyToNull,
  z.number({ error: HABIT_MESSAGES.invalidTargetAmount }).int(HABIT_MESSAGES.invalidTargetAmount).min(1, HABIT_MESSAGES.invalidTargetAmount).max(HABIT_AMOUNT_MAX, HABIT_MESSAGES.invalidTargetAmount).nullable(),
);
const unitSchema = z.preprocess(emptyToNull, safeString('Unit').trim().max(HABIT_UNIT_MAX_LENGTH, HABIT_MESSAGES.unitTooLong).nullable());

/** The message for a target count the frequency's period cannot hold, or null when it fits. */
export function targetCountMessage(frequency: HabitFrequency, count: number | null): string | null {
  if (targetCountFits(frequency, count)) return null;
  return frequency === 'daily' ? HABIT_MESSAGES.targetDaily : frequency === 'weekly' ? HABIT_MESSAGES.targetWeekly : HABIT_MESSAGES.targetMonthly;
}

function checkTarget({ frequency, targetCount }: { frequency: HabitFrequency; targetCount?: number | null }, context: z.RefinementCtx): void {
  const message = targetCount === undefined ? null : targetCountMessage(frequency, targetCount);
  if (message) context.addIssue({ code: 'custom', message, path: ['targetCount'] });
}

/** Body of POST /api/habits. Omitted fields take the spec's defaults (daily, wellness, #4C51BF, any time). */
export const createHabitRequestSchema = z.strictObject({
  title: habitTitleSchema,
  description: descriptionSchema.default(null),
  frequency: frequencySchema.default(DEFAULT_HABIT_FREQUENCY),
  timeOfDay: timeOfDaySchema.default(null),
  category: categorySchema.default(DEFAULT_HABIT_CATEGORY),
  color: colorSchema.default(DEFAULT_HABIT_COLOR),
  reminderTimes: habitReminderTimesSchema.default([]),
  reminderDays: habitReminderDaysSchema.default([]),
  goalId: goalIdSchema.default(null),
  targetCount: targetCountSchema.default(null),
  targetAmount: targetAmountSchema.default(null),
  unit: unitSchema.default(null),
}).superRefine(checkTarget);
export type CreateHabitRequest = z.output<typeof createHabitRequestSchema>;

/**
 * Body of PATCH /api/habits/:id: the edit form sends the whole form, so every field is required (null for
 * "none"). The reminder times and days may be left out (a form or a queued offline edit from before
 * reminders): the habit keeps its own (docs/product/reminders.md "Habits").
 */
export const updateHabitRequestSchema = z.strictObject({
  title: habitTitleSchema,
  description: descriptionSchema,
  frequency: frequencySchema,
  timeOfDay: timeOfDaySchema,
  category: categorySchema,
  color: colorSchema,
  reminderTimes: habitReminderTimesSchema.optional(),
  reminderDays: habitReminderDaysSchema.optional(),
  // Left out (a form or a queued offline edit from before goals), the habit keeps its goal.
  goalId: goalIdSchema.optional(),
  // Left out (an older form, a queued edit from before targets): the habit keeps its own.
  targetCount: targetCountSchema.optional(),
  targetAmount: targetAmountSchema.optional(),
  unit: unitSchema.optional(),
}).superRefine(checkTarget);
export type UpdateHabitRequest = z.output<typeof updateHabitRequestSchema>;

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/**
 * Query of GET /api/habits/:id/completions (docs/product/habits.md "API routes"): the done days from
 * `from` to `to`, both local dates, at most HABIT_LOG_RANGE_MAX_DAYS apart. Unknown parameters are refused.
 */
export const habitLogQuerySchema = z
  .strictObject({ from: calendarDate(HABIT_MESSAGES.invalidFrom), to: calendarDate(HABIT_MESSAGES.invalidTo) })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) < HABIT_LOG_RANGE_MAX_DAYS, { message: HABIT_MESSAGES.invalidRange, path: ['to'] });
export type HabitLogQuery = z.output<typeof habitLogQuerySchema>;

/** Body of PUT /api/habits/:id/amounts/:date (docs/product/habits.md "Amounts"): the day's whole amount, partial or not. */
export const habitAmountRequestSchema = z.strictObject({
  amount: z.number({ error: HABIT_MESSAGES.invalidAmount }).int(HABIT_MESSAGES.invalidAmount).min(0, HABIT_MESSAGES.invalidAmount).max(HABIT_AMOUNT_MAX, HABIT_MESSAGES.invalidAmount),
});
export type HabitAmountRequest = z.output<typeof habitAmountRequestSchema>;

/**
 * Body of POST /api/habit-breaks (docs/product/habits.md "Rest days"): a rest day (endDate left out or the
 * same day) or a range of at most HABIT_BREAK_MAX_DAYS days, for one habit or (habitId null) for all.
 */
export const createHabitBreakRequestSchema = z
  .strictObject({
    id: z.uuid({ error: HABIT_MESSAGES.invalidBreakId }).optional(),
    habitId: z.uuid({ error: HABIT_MESSAGES.habitNotFound }).nullable(),
    startDate: calendarDate(HABIT_MESSAGES.invalidStartDate),
    endDate: calendarDate(HABIT_MESSAGES.invalidEndDate).optional(),
    reason: z.preprocess(emptyToNull, safeString('Reason').trim().max(HABIT_BREAK_REASON_MAX_LENGTH, HABIT_MESSAGES.reasonTooLong).nullable()).default(null),
  })
  .transform((input) => ({ ...input, endDate: input.endDate ?? input.startDate }))
  .superRefine(({ startDate, endDate }, context) => {
    if (endDate < startDate) context.addIssue({ code: 'custom', message: HABIT_MESSAGES.breakEndsBeforeStart, path: ['endDate'] });
    else if (daysBetween(startDate, endDate) >= HABIT_BREAK_MAX_DAYS) context.addIssue({ code: 'custom', message: HABIT_MESSAGES.breakTooLong, path: ['endDate'] });
  });
export type CreateHabitBreakRequest = z.output<typeof createHabitBreakRequestSchema>;

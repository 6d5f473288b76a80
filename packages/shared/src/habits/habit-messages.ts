import { HABIT_DESCRIPTION_MAX_LENGTH, HABIT_LOG_RANGE_MAX_DAYS, HABIT_TITLE_MAX_LENGTH } from './habit-constants';
import { HABIT_AMOUNT_MAX, HABIT_BREAK_MAX_DAYS, HABIT_BREAK_REASON_MAX_LENGTH, HABIT_UNIT_MAX_LENGTH } from './habit-targets';

// The habits' messages. 'Habit created successfully!' and 'Failed to create habit: {message}' are the
// spec's (docs/product/habits.md "Habit form"); the rest are ours: short, and saying what to do.
export const HABIT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${HABIT_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${HABIT_DESCRIPTION_MAX_LENGTH} characters`,
  invalidFrequency: 'Frequency must be daily, weekly or monthly',
  invalidTimeOfDay: 'Time of day must be morning, afternoon, evening, night or empty for any time',
  invalidCategory: 'Category must be wellness, fitness, productivity, personal or learning',
  invalidColor: 'Colour must be a hex colour such as #4C51BF',
  invalidDate: 'Date must be a real date in the form YYYY-MM-DD',
  futureDate: 'A day that has not come yet cannot be marked done',
  invalidFrom: 'From must be a real date in the form YYYY-MM-DD',
  invalidTo: 'To must be a real date in the form YYYY-MM-DD',
  invalidRange: `The range must end on or after its first day and span at most ${HABIT_LOG_RANGE_MAX_DAYS} days`,
  habitNotFound: 'Habit not found',
  goalNotFound: 'Goal not found',
  // docs/product/habits.md "Targets", "Amounts", "Rest days" (issue 22 §5–7).
  invalidTargetCount: 'Times per period must be a whole number',
  invalidBreakId: 'Rest id must be a UUID',
  targetDaily: 'A daily habit is done once a day: leave Times empty or 1',
  targetWeekly: 'Times a week must be a whole number from 1 to 7',
  targetMonthly: 'Times a month must be a whole number from 1 to 31',
  invalidTargetAmount: `Target amount must be a whole number from 1 to ${HABIT_AMOUNT_MAX}`,
  unitTooLong: `Unit must be at most ${HABIT_UNIT_MAX_LENGTH} characters`,
  invalidAmount: `Amount must be a whole number from 0 to ${HABIT_AMOUNT_MAX}`,
  notNumeric: 'This habit has no target amount: mark the day done instead',
  futureAmount: 'A day that has not come yet cannot have an amount',
  invalidStartDate: 'Start date must be a real date in the form YYYY-MM-DD',
  invalidEndDate: 'End date must be a real date in the form YYYY-MM-DD',
  breakEndsBeforeStart: 'The rest must end on or after its first day',
  breakTooLong: `A rest can span at most ${HABIT_BREAK_MAX_DAYS} days`,
  reasonTooLong: `Reason must be at most ${HABIT_BREAK_REASON_MAX_LENGTH} characters`,
  breakNotFound: 'Rest not found',
  created: 'Habit created successfully!',
  deleted: 'Habit deleted',
} as const;

/** docs/product/habits.md "Habit form": shown as a toast here rather than an alert. */
export function habitCreateFailedMessage(message: string): string {
  return `Failed to create habit: ${message}`;
}

import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_PAGE_SIZE_MAX,
  ACTIVITY_TITLE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from './activity-constants';

// Field and error messages of the activity tracker. The spec shows none beyond "title and type are
// required" (docs/product/activity.md "Activity"), so these are ours: short, saying what to do, limits with their unit.
export const ACTIVITY_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${ACTIVITY_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${ACTIVITY_DESCRIPTION_MAX_LENGTH} characters`,
  typeRequired: 'Type must be work, exercise, learning, leisure, social or other',
  taskNotFound: 'Task not found',
  taskCompleted: 'This task is already completed. Choose a task that is not started or in progress.',
  alreadyTracking: 'An activity is already being tracked. It is shown here now.',
  noSession: 'No activity is being tracked.',
  otherSession: 'Another activity is being tracked now. It is shown here instead.',
  invalidSessionId: 'Session id must be the id of the activity being tracked',
  invalidEndedAt: 'End time must be a date and time',
  invalidPressedAt: 'The time a button was pressed must be a date and time',
  endedAtOutOfRange: 'Choose an end time after the timer was last started and not in the future',
  invalidStartedAt: 'Start must be a date and time',
  endsInFuture: 'The activity must be over by now: choose an earlier start or a shorter duration',
  invalidDuration: 'Duration must be a whole number of seconds, from 1 minute to 24 hours',
  activityNotFound: 'Activity not found',
  nothingToChange: 'Send at least one field to change',
  invalidExpectedUpdatedAt: 'expectedUpdatedAt must be the activity’s updatedAt timestamp',
  staleActivity: 'This activity was changed elsewhere. The form now shows the latest version.',
  invalidCursor: 'Cursor must be the nextCursor of a previous page',
  invalidLimit: `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_SIZE_MAX}`,
} as const;

/** 'Energy must be a whole number from 1 to 10'. */
export function ratingMessage(label: string): string {
  return `${label} must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;
}

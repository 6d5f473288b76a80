import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_MAX_MILESTONES, GOAL_TITLE_MAX_LENGTH, MILESTONE_TITLE_MAX_LENGTH } from './goal-constants';

// Field and error messages of the goal form and API. The spec shows none (a blank title disables the
// button), so these are ours: short, saying what to do, and naming the unit of a limit.
export const GOAL_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${GOAL_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${GOAL_DESCRIPTION_MAX_LENGTH} characters`,
  invalidCategory: 'Category must be personal, career, fitness, learning, financial or relationships',
  invalidTargetDate: 'Target date must be a real date in the form YYYY-MM-DD',
  milestonesNotAList: 'Milestones must be a list',
  tooManyMilestones: `A goal can have at most ${GOAL_MAX_MILESTONES} milestones`,
  milestoneTitleTooLong: `Milestone must be at most ${MILESTONE_TITLE_MAX_LENGTH} characters`,
  invalidMilestoneDueDate: 'Milestone due date must be a real date in the form YYYY-MM-DD',
  invalidMilestoneId: 'Milestone not found',
  duplicateMilestoneId: 'A milestone is listed twice',
  invalidCompleted: 'Completed must be true or false',
  invalidExpectedUpdatedAt: 'expectedUpdatedAt must be the goal’s updatedAt timestamp',
  goalNotFound: 'Goal not found',
  milestoneNotFound: 'Milestone not found',
  staleGoal: 'This goal was changed elsewhere. The form now shows the latest version.',
} as const;

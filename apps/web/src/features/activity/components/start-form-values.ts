import { DEFAULT_ACTIVITY_TYPE, type ActivityType } from '@cadence/shared';

/** The 'Start New Activity' form as typed: text for every input. */
export interface StartFormValues {
  title: string;
  type: ActivityType;
  description: string;
  /** '' for no task. */
  todoId: string;
}

/** docs/product/activity.md "Activity": type defaults to work. */
export const emptyStartForm: StartFormValues = { title: '', type: DEFAULT_ACTIVITY_TYPE, description: '', todoId: '' };

import { DEFAULT_HABIT_CATEGORY, DEFAULT_HABIT_COLOR, DEFAULT_HABIT_FREQUENCY, type Habit, type HabitCategory, type HabitFrequency, type HabitTimeOfDay } from '@cadence/shared';

/** The form as typed: text for every input; an empty time of day is "any time". */
export interface HabitFormValues {
  title: string;
  description: string;
  frequency: HabitFrequency;
  timeOfDay: HabitTimeOfDay | '';
  category: HabitCategory;
  color: string;
}

/** docs/product/habits.md "Defaults": daily, wellness, #4C51BF; any time of day. */
export const emptyHabitForm: HabitFormValues = {
  title: '',
  description: '',
  frequency: DEFAULT_HABIT_FREQUENCY,
  timeOfDay: '',
  category: DEFAULT_HABIT_CATEGORY,
  color: DEFAULT_HABIT_COLOR,
};

export function formValuesFrom(habit: Habit): HabitFormValues {
  return {
    title: habit.title,
    description: habit.description ?? '',
    frequency: habit.frequency,
    timeOfDay: habit.timeOfDay ?? '',
    category: habit.category,
    color: habit.color,
  };
}

/** docs/product/habits.md "Habit form": create and save are ignored while the title is blank: no request, no message. */
export function hasBlankTitle(values: HabitFormValues): boolean {
  return values.title.trim() === '';
}

import {
  DEFAULT_HABIT_CATEGORY,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_FREQUENCY,
  HABIT_REMINDER_TIMES_MAX,
  isTimeOfDay,
  ISO_WEEKDAYS,
  REMINDER_MESSAGES,
  type Habit,
  type HabitCategory,
  type HabitFrequency,
  type HabitTimeOfDay,
} from '@cadence/shared';
import type { FieldErrors } from '../../../lib/validate-form';

/** The form as typed: text for every input; an empty time of day is "any time". */
export interface HabitFormValues {
  title: string;
  description: string;
  frequency: HabitFrequency;
  timeOfDay: HabitTimeOfDay | '';
  category: HabitCategory;
  color: string;
  /** The reminder times 'HH:MM', sorted, joined by commas ('' for none; docs/product/reminders.md "Habits"). */
  reminderTimes: string;
  /** The ISO weekdays (1 Monday … 7 Sunday) they come on, joined by commas. */
  reminderDays: string;
  /** '' for no goal (docs/product/goals.md "Linked tasks and habits"). */
  goalId: string;
  // docs/product/habits.md "Targets", "Amounts" (issue 22 §5, §7): '' for none.
  targetCount: string;
  targetAmount: string;
  unit: string;
}

const EVERY_DAY = ISO_WEEKDAYS.join(',');

/** docs/product/habits.md "Defaults": daily, wellness, #4C51BF; any time of day. */
export const emptyHabitForm: HabitFormValues = {
  title: '',
  description: '',
  frequency: DEFAULT_HABIT_FREQUENCY,
  timeOfDay: '',
  category: DEFAULT_HABIT_CATEGORY,
  color: DEFAULT_HABIT_COLOR,
  reminderTimes: '',
  reminderDays: EVERY_DAY,
  goalId: '',
  targetCount: '',
  targetAmount: '',
  unit: '',
};

export function formValuesFrom(habit: Habit): HabitFormValues {
  return {
    title: habit.title,
    description: habit.description ?? '',
    frequency: habit.frequency,
    timeOfDay: habit.timeOfDay ?? '',
    category: habit.category,
    color: habit.color,
    // `?? []`: a habit saved in this browser before reminders existed has neither (docs/product/offline.md "Offline").
    reminderTimes: (habit.reminderTimes ?? []).join(','),
    // None stored means every day: all seven are pressed.
    reminderDays: (habit.reminderDays ?? []).length === 0 ? EVERY_DAY : (habit.reminderDays ?? []).join(','),
    // `?? ''`: a habit saved in this browser before goals has none.
    goalId: habit.goalId ?? '',
    // `?? null`: a habit saved in this browser before targets existed has none.
    targetCount: numberText(habit.targetCount ?? null),
    targetAmount: numberText(habit.targetAmount ?? null),
    unit: habit.unit ?? '',
  };
}

/** docs/product/habits.md "Habit form": create and save are ignored while the title is blank: no request, no message. */
export function hasBlankTitle(values: HabitFormValues): boolean {
  return values.title.trim() === '';
}

// docs/product/reminders.md "Habits": up to five reminder times, on the chosen days (all by default).

/** The reminder times of the form, sorted. */
export function reminderTimesOf(values: Pick<HabitFormValues, 'reminderTimes'>): string[] {
  return values.reminderTimes === '' ? [] : values.reminderTimes.split(',');
}

/** The reminder days of the form, Monday first. */
export function reminderDaysOf(values: Pick<HabitFormValues, 'reminderDays'>): number[] {
  return values.reminderDays === '' ? [] : values.reminderDays.split(',').map(Number);
}

/** The reminder times with `time` added, or why it cannot be. */
export function withReminderTime(times: string, time: string): { times: string } | { problem: string } {
  const current = reminderTimesOf({ reminderTimes: times });
  if (!isTimeOfDay(time)) return { problem: REMINDER_MESSAGES.invalidReminderTime };
  if (current.includes(time)) return { problem: `${time} is already a reminder time.` };
  if (current.length >= HABIT_REMINDER_TIMES_MAX) return { problem: REMINDER_MESSAGES.tooManyReminderTimes };
  return { times: [...current, time].sort().join(',') };
}

export function withoutReminderTime(times: string, time: string): string {
  return reminderTimesOf({ reminderTimes: times })
    .filter((candidate) => candidate !== time)
    .join(',');
}

/** The days with `day` turned on or off, kept Monday first. */
export function withDayToggled(days: string, day: number): string {
  const current = new Set(reminderDaysOf({ reminderDays: days }));
  if (current.has(day)) current.delete(day);
  else current.add(day);
  return [...current].sort((a, b) => a - b).join(',');
}

/** What the schema reads: lists, and no days for every day (all seven mean the same, and are stored as none). */
export function habitFormInput(values: HabitFormValues): unknown {
  const days = reminderDaysOf(values);
  return { ...values, reminderTimes: reminderTimesOf(values), reminderDays: days.length === ISO_WEEKDAYS.length ? [] : days, ...targetInput(values) };
}

// docs/product/habits.md "Targets", "Amounts": the number fields as numbers ('' none); a daily habit has no count.
function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function targetInput(values: Pick<HabitFormValues, 'frequency' | 'targetCount' | 'targetAmount' | 'unit'>) {
  const targetAmount = numberOrText(values.targetAmount);
  return { targetCount: values.frequency === 'daily' ? null : numberOrText(values.targetCount), targetAmount, unit: targetAmount === null ? null : values.unit };
}

/** Times with no day would be read as every day by the server: the form asks for a day instead. */
export function checkHabitForm(values: HabitFormValues): FieldErrors<HabitFormValues> {
  return values.reminderTimes !== '' && values.reminderDays === '' ? { reminderDays: 'Choose at least one day for the reminders.' } : {};
}

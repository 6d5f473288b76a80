import type { RepeatRule, RepeatScope } from '@cadence/shared';

// docs/product/todos.md "Repeating tasks": the task form's Repeat fields, as text like every field of
// the form, and the rule they make.

export interface RepeatFormValues {
  /** '' does not repeat; else the unit ('day', 'weekday', 'week', 'month', 'year'). Its errors land here. */
  repeat: '' | RepeatRule['every'];
  repeatInterval: string;
  /** ISO weekdays for 'week', comma-separated ('1,4'); '' is the due date's weekday. */
  repeatWeekdays: string;
  repeatFrom: RepeatRule['from'];
  repeatEnds: 'never' | 'until' | 'count';
  repeatUntil: string;
  repeatCount: string;
}

export const noRepeatForm: RepeatFormValues = { repeat: '', repeatInterval: '1', repeatWeekdays: '', repeatFrom: 'due', repeatEnds: 'never', repeatUntil: '', repeatCount: '' };

export function repeatFormFrom(rule: RepeatRule | null): RepeatFormValues {
  if (rule === null) return noRepeatForm;
  return {
    repeat: rule.every,
    repeatInterval: String(rule.interval),
    repeatWeekdays: rule.weekdays?.join(',') ?? '',
    repeatFrom: rule.from,
    repeatEnds: rule.until !== undefined ? 'until' : rule.count !== undefined ? 'count' : 'never',
    repeatUntil: rule.until ?? '',
    repeatCount: rule.count === undefined ? '' : String(rule.count),
  };
}

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : Number.NaN);

/**
 * What the schema reads for these fields: null, or a rule. The day of the month is left to the server,
 * which takes it from the due date (anchoredRepeatRule); a number that is not one reaches the schema as
 * NaN, so its message says what to type.
 */
export function repeatInput(values: RepeatFormValues): unknown {
  if (values.repeat === '') return null;
  const weekdays = values.repeat === 'week' && values.repeatWeekdays !== '' ? values.repeatWeekdays.split(',').map(Number) : undefined;
  return {
    every: values.repeat,
    interval: values.repeat === 'weekday' ? 1 : (wholeNumber(values.repeatInterval) ?? 1),
    ...(weekdays ? { weekdays } : {}),
    from: values.repeatFrom,
    ...(values.repeatEnds === 'until' ? { until: values.repeatUntil === '' ? 'none' : values.repeatUntil } : {}),
    ...(values.repeatEnds === 'count' ? { count: wholeNumber(values.repeatCount) ?? Number.NaN } : {}),
  };
}

/** Whether the Repeat fields say something else than `rule` does (a field they hide, like a count with 'Never', says nothing). */
export function repeatChanged(values: RepeatFormValues, rule: RepeatRule | null): boolean {
  return JSON.stringify(repeatInput(values)) !== JSON.stringify(repeatInput(repeatFormFrom(rule)));
}

/**
 * The rule an edit sends: left out when the Repeat fields and the due date are as they were, so a rule
 * pinned to the 31st is not re-pinned to a February 28th; else the form's (pinned again to the new due
 * date by the server). 'This task only' sends none: the occurrence leaves the schedule.
 */
export function editedRule(options: { values: RepeatFormValues; formRule: RepeatRule | null; before: RepeatRule | null; dueDateChanged: boolean; scope: RepeatScope | undefined }): RepeatRule | null | undefined {
  if (options.scope === 'this') return undefined;
  if (!repeatChanged(options.values, options.before) && !options.dueDateChanged) return undefined;
  return options.formRule;
}

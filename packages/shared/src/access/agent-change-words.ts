import { ACTIVITY_TYPE_LABELS, type ActivityType } from '../activity/activity-constants';
import { HABIT_CATEGORY_LABELS, HABIT_FREQUENCY_LABELS, HABIT_TIME_OF_DAY_LABELS, type HabitCategory, type HabitFrequency, type HabitTimeOfDay } from '../habits/habit-constants';
import { REMINDER_OFFSET_LABELS, type ReminderOffset } from '../reminders/reminder-constants';
import { TODO_PRIORITY_LABELS, TODO_STATUS_LABELS, type TodoPriority, type TodoStatus } from '../todos/todo-constants';
import { repeatRuleSchema } from '../todos/repeat-rule';
import { repeatWords } from '../todos/repeat-words';
import type { AgentChangeField, AgentChangeItem } from './access';

// docs/product/access.md "Activity log": one logged row (its table, and its values before and after as
// the database wrote them) in the product's words, for the profile's log. Pure: the server and the web
// app both use it, and the tests prove every table and action reads as a sentence.

/** A row as logged: to_jsonb of the row, snake_case keys. */
export type LoggedRow = Record<string, unknown>;

/** Titles of rows a logged row points at (a habit day names its habit), by id. */
export interface AgentChangeRefs {
  habitTitles?: Readonly<Record<string, string>>;
}

type Format = (value: unknown) => string | null;

const text: Format = (value) => (value === null || value === undefined || value === '' ? null : Array.isArray(value) ? list(value) : String(value));
function list(values: unknown[]): string | null {
  return values.length === 0 ? null : values.map(String).join(', ');
}
const oneOf =
  <K extends string>(labels: Record<K, string>): Format =>
  (value) =>
    value === null || value === undefined ? null : (labels[value as K] ?? String(value));
const yesNo: Format = (value) => (value === null || value === undefined ? null : value ? 'Yes' : 'No');
const minutes: Format = (value) => (typeof value === 'number' ? `${value} min` : null);
const seconds: Format = (value) => (typeof value === 'number' ? `${Math.round(value / 60)} min` : null);
const outOfTen: Format = (value) => (typeof value === 'number' ? `${value}/10` : null);
const day: Format = (value) => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : null);
const moment: Format = (value) => (typeof value === 'string' && value !== '' ? value.slice(0, 16).replace('T', ' ') : null);
const repeats: Format = (value) => {
  if (value === null || value === undefined) return null;
  const rule = repeatRuleSchema.safeParse(value);
  return rule.success ? repeatWords(rule.data) : 'Yes';
};
const weekdays: Format = (value) => (Array.isArray(value) ? list(value.map((n) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][Number(n) - 1] ?? String(n))) : null);

/** The longest value shown; a journal entry's text is cut after it. */
export const AGENT_CHANGE_VALUE_MAX_LENGTH = 300;

interface TableWords {
  kind: string;
  /** The fields the person knows, in the order shown; every other column (ids, owner, times kept for bookkeeping, via_token) is noise. */
  fields: ReadonlyArray<readonly [column: string, label: string, format: Format]>;
  label: (row: LoggedRow, refs: AgentChangeRefs) => string;
  /** The one-line summary, from the action, the row's label and the rows before and after. */
  summary: (action: AgentChangeItem['action'], label: string, before: LoggedRow | null, after: LoggedRow | null) => string;
}

const quoted = (label: string) => `"${label}"`;
const titleOf = (row: LoggedRow) => String(row.title ?? '');
const habitTitle = (row: LoggedRow, refs: AgentChangeRefs) => (typeof row.habit_id === 'string' ? (refs.habitTitles?.[row.habit_id] ?? 'a habit') : 'every habit');
const isSet = (value: unknown) => value !== null && value !== undefined;
const softDeleted = (before: LoggedRow | null, after: LoggedRow | null) => before !== null && after !== null && !isSet(before.deleted_at) && isSet(after.deleted_at);
const softRestored = (before: LoggedRow | null, after: LoggedRow | null) => before !== null && after !== null && isSet(before.deleted_at) && !isSet(after.deleted_at);

const WORDS: Record<string, TableWords> = {
  todos: {
    kind: 'task',
    fields: [
      ['title', 'Title', text],
      ['description', 'Description', text],
      ['status', 'Status', oneOf(TODO_STATUS_LABELS as Record<TodoStatus, string>)],
      ['priority', 'Priority', oneOf(TODO_PRIORITY_LABELS as Record<TodoPriority, string>)],
      ['due_date', 'Due date', day],
      ['due_time', 'Due time', text],
      ['reminder', 'Reminder', oneOf(REMINDER_OFFSET_LABELS as Record<ReminderOffset, string>)],
      ['category', 'Category', text],
      ['estimated_minutes', 'Estimate', minutes],
      ['repeat_rule', 'Repeats', repeats],
    ],
    label: titleOf,
    summary(action, label, before, after) {
      if (action === 'created') return `Added task ${quoted(label)}`;
      if (action === 'deleted' || softDeleted(before, after)) return `Deleted task ${quoted(label)}`;
      if (softRestored(before, after)) return `Restored task ${quoted(label)}`;
      if (before?.status !== after?.status) {
        if (after?.status === 'completed') return `Completed task ${quoted(label)}`;
        return `Moved task ${quoted(label)} to ${TODO_STATUS_LABELS[after?.status as TodoStatus] ?? String(after?.status)}`;
      }
      if (before?.due_date !== after?.due_date) return `Rescheduled task ${quoted(label)}`;
      return `Changed task ${quoted(label)}`;
    },
  },
  task_checklist_items: {
    kind: 'checklist item',
    fields: [
      ['title', 'Title', text],
      ['done', 'Done', yesNo],
    ],
    label: titleOf,
    summary(action, label, before, after) {
      if (action === 'created') return `Added checklist item ${quoted(label)}`;
      if (action === 'deleted') return `Removed checklist item ${quoted(label)}`;
      if (before?.done !== after?.done) return `${after?.done ? 'Ticked' : 'Unticked'} checklist item ${quoted(label)}`;
      return `Changed checklist item ${quoted(label)}`;
    },
  },
  journal_entries: {
    kind: 'journal entry',
    fields: [
      ['content', 'Text', text],
      ['mood', 'Mood', outOfTen],
      ['tags', 'Tags', text],
      ['highlights', 'Highlights', text],
      ['gratitude', 'Grateful for', text],
    ],
    label: (row) => `for ${day(row.created_at) ?? 'a day'}`,
    summary(action, label, before, after) {
      if (action === 'created') return `Added journal entry ${label}`;
      if (action === 'deleted' || softDeleted(before, after)) return `Deleted journal entry ${label}`;
      if (softRestored(before, after)) return `Restored journal entry ${label}`;
      return `Changed journal entry ${label}`;
    },
  },
  mood_logs: {
    kind: 'mood',
    fields: [
      ['value', 'Mood', outOfTen],
      ['notes', 'Notes', text],
      ['factors', 'Factors', text],
    ],
    label: (row) => `on ${day(row.logged_at) ?? 'a day'}`,
    summary(action, label, _before, after) {
      if (action === 'created') return `Logged mood ${outOfTen(after?.value) ?? ''} ${label}`.replace('  ', ' ');
      if (action === 'deleted') return `Removed mood ${label}`;
      return `Changed mood ${label}`;
    },
  },
  habits: {
    kind: 'habit',
    fields: [
      ['title', 'Title', text],
      ['description', 'Description', text],
      ['frequency', 'Frequency', oneOf(HABIT_FREQUENCY_LABELS as Record<HabitFrequency, string>)],
      ['time_of_day', 'Time of day', oneOf(HABIT_TIME_OF_DAY_LABELS as Record<HabitTimeOfDay, string>)],
      ['category', 'Category', oneOf(HABIT_CATEGORY_LABELS as Record<HabitCategory, string>)],
      ['target_count', 'Times per period', text],
      ['target_amount', 'Target amount', text],
      ['unit', 'Unit', text],
      ['reminder_times', 'Reminders', text],
      ['reminder_days', 'Reminder days', weekdays],
    ],
    label: titleOf,
    summary(action, label, before, after) {
      if (action === 'created') return `Added habit ${quoted(label)}`;
      if (action === 'deleted' || softDeleted(before, after)) return `Deleted habit ${quoted(label)}`;
      if (softRestored(before, after)) return `Restored habit ${quoted(label)}`;
      return `Changed habit ${quoted(label)}`;
    },
  },
  habit_completions: {
    kind: 'habit day',
    fields: [
      ['date', 'Day', day],
      ['completed', 'Done', yesNo],
      ['amount', 'Amount', text],
      ['notes', 'Notes', text],
    ],
    label: (row, refs) => `${quoted(habitTitle(row, refs))} on ${day(row.date) ?? 'a day'}`,
    summary(action, label, before, after) {
      if (action === 'created') return after?.completed === false ? `Marked habit ${label} as not done` : `Logged habit ${label}`;
      if (action === 'deleted') return `Unlogged habit ${label}`;
      if (before?.completed !== after?.completed) return after?.completed ? `Logged habit ${label}` : `Unlogged habit ${label}`;
      return `Changed habit ${label}`;
    },
  },
  habit_breaks: {
    kind: 'break',
    fields: [
      ['start_date', 'From', day],
      ['end_date', 'To', day],
      ['reason', 'Reason', text],
    ],
    label: (row, refs) => `for ${typeof row.habit_id === 'string' ? quoted(habitTitle(row, refs)) : 'every habit'} from ${day(row.start_date) ?? '?'} to ${day(row.end_date) ?? '?'}`,
    summary(action, label) {
      if (action === 'created') return `Added a break ${label}`;
      if (action === 'deleted') return `Removed the break ${label}`;
      return `Changed the break ${label}`;
    },
  },
  activities: {
    kind: 'activity',
    fields: [
      ['title', 'Title', text],
      ['type', 'Type', oneOf(ACTIVITY_TYPE_LABELS as Record<ActivityType, string>)],
      ['description', 'Description', text],
      ['started_at', 'Started', moment],
      ['duration_seconds', 'Duration', seconds],
      ['energy', 'Energy', outOfTen],
      ['focus', 'Focus', outOfTen],
      ['satisfaction', 'Satisfaction', outOfTen],
    ],
    label: titleOf,
    summary(action, label, before, after) {
      if (action === 'created') return `Logged activity ${quoted(label)}`;
      if (action === 'deleted' || softDeleted(before, after)) return `Deleted activity ${quoted(label)}`;
      if (softRestored(before, after)) return `Restored activity ${quoted(label)}`;
      return `Changed activity ${quoted(label)}`;
    },
  },
  active_sessions: {
    kind: 'timer',
    fields: [
      ['title', 'Title', text],
      ['type', 'Type', oneOf(ACTIVITY_TYPE_LABELS as Record<ActivityType, string>)],
      ['description', 'Description', text],
      ['started_at', 'Started', moment],
    ],
    label: titleOf,
    summary(action, _label, before, after) {
      if (action === 'created') return 'Started the timer';
      if (action === 'deleted') return 'Stopped the timer';
      if (isSet(before?.resumed_at) && !isSet(after?.resumed_at)) return 'Paused the timer';
      if (!isSet(before?.resumed_at) && isSet(after?.resumed_at)) return 'Resumed the timer';
      return 'Changed the timer';
    },
  },
};

const OTHER: TableWords = { kind: 'item', fields: [], label: () => '', summary: (action) => `${action === 'created' ? 'Added' : action === 'deleted' ? 'Removed' : 'Changed'} an item` };

/** The tables whose rows the log describes in words (every table migration 0014 logs). */
export const AGENT_CHANGE_TABLES = Object.keys(WORDS);

function cut(value: string | null): string | null {
  return value !== null && value.length > AGENT_CHANGE_VALUE_MAX_LENGTH ? `${value.slice(0, AGENT_CHANGE_VALUE_MAX_LENGTH - 1)}…` : value;
}

/** Whether two logged values are the same (jsonb values: scalars, arrays, objects). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface DescribedRow extends AgentChangeItem {
  summary: string;
}

/** One logged row in words: what kind of row, what happened, its label and the fields that differ. */
export function describeAgentRow(table: string, before: LoggedRow | null, after: LoggedRow | null, refs: AgentChangeRefs = {}): DescribedRow {
  const words = WORDS[table] ?? OTHER;
  const action: AgentChangeItem['action'] = before === null ? 'created' : after === null ? 'deleted' : 'updated';
  const row = (after ?? before ?? {}) as LoggedRow;
  const label = words.label(row, refs);
  const fields: AgentChangeField[] = [];
  for (const [column, fieldLabel, format] of words.fields) {
    const was = before?.[column];
    const is = after?.[column];
    if (action === 'updated' && same(was, is)) continue;
    const field = { field: fieldLabel, before: cut(before ? format(was) : null), after: cut(after ? format(is) : null) };
    if (field.before === null && field.after === null) continue;
    // Two values that read the same (1 and true are both 'Yes') are no change to the person.
    if (action === 'updated' && field.before === field.after) continue;
    fields.push(field);
  }
  return { kind: words.kind, action, label, fields, summary: words.summary(action, label, before, after) };
}

/** How a refusal names the row ('the task "Buy milk"', 'the timer'): ACCESS_MESSAGES.changedSince. */
export function agentRowReference(table: string, row: LoggedRow, refs: AgentChangeRefs = {}): string {
  const words = WORDS[table] ?? OTHER;
  const label = words.label(row, refs);
  if (table === 'todos' || table === 'task_checklist_items' || table === 'habits' || table === 'activities') return `the ${words.kind} ${quoted(label)}`;
  if (label === '' || table === 'active_sessions') return `the ${words.kind}`;
  return `the ${words.kind} ${label}`;
}

/** A whole change's one line: its first row's summary, and how many more rows it touched. */
export function agentChangeSummary(rows: ReadonlyArray<{ summary: string }>): string {
  if (rows.length === 0) return 'No change';
  const [first] = rows;
  return rows.length === 1 ? first!.summary : `${first!.summary}, and ${rows.length - 1} more ${rows.length === 2 ? 'change' : 'changes'}`;
}

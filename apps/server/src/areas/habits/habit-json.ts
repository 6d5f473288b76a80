import { DEFAULT_WEEK_START, type HabitBreak, HABIT_FREQUENCIES, habitLogWindowStart, habitStats, localDateInTimeZone, type WeekStart, type Habit, type HabitFrequency, type HabitStats, type HabitTimeOfDay, type HabitCategory } from '@cadence/shared';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { jsonPlain, jsonScalar, jsonText, jsonTimestamp } from '../../db/json-text';

// A habit row as the API shows it (docs/product/habits.md "API routes"): its fields, the last 90 days of
// its log, and the numbers computed from the whole log in the user's time zone (docs/architecture.md "Server-owned state"). The list
// writes the JSON by hand (docs/architecture.md "The fast list path"); habit-json.test.ts proves it
// equals JSON.stringify of the object that single-habit answers return.

/**
 * One row of a habit read (habits.repository.ts): id, title, description, frequency, time_of_day,
 * category, color, the reminder times and the reminder days each joined by commas ('' for none),
 * created_at, updated_at as PostgreSQL text, the done dates joined by commas in ascending order
 * (null when there are none), the live goal's id (null without one; docs/product/goals.md "Linked
 * tasks and habits"), then target_count, target_amount, unit, the logged amounts as
 * 'date:amount' joined by commas in date order (null when there are none; docs/product/habits.md "Targets", "Amounts"),
 * and the rests that apply to the habit (its own and the person's for every habit) as the JSON text of
 * `HabitBreak[]` by first day (null when there are none; docs/product/habits.md "Rest days").
 */
export type HabitRow = unknown[];

/** Where and when the user is looking from: their today, and the first day the list carries for each frequency. */
export interface HabitView {
  timeZone: string;
  /** The first day of the person's week (docs/product/accounts.md "Preferences"). */
  weekStart: WeekStart;
  nowMs: number;
  today: string;
  windowStart: Record<HabitFrequency, string>;
}

export function habitViewAt(now: Date, timeZone: string, weekStart: WeekStart = DEFAULT_WEEK_START): HabitView {
  const today = localDateInTimeZone(now, timeZone);
  // docs/product/habits.md "Card": a monthly habit's card shows seven months, so its entry carries them.
  const windowStart = Object.fromEntries(HABIT_FREQUENCIES.map((frequency) => [frequency, habitLogWindowStart(frequency, today)])) as Record<HabitFrequency, string>;
  return { timeZone, weekStart, nowMs: now.getTime(), today, windowStart };
}

/** Past this age a habit's creation date is before the rate's 30-day window wherever the user is, and needs no time-zone lookup. */
const OLD_HABIT_MS = 35 * 86_400_000;
const LONG_AGO = '0001-01-01';

function createdOn(createdAt: string, view: HabitView): string {
  const iso = toIsoTimestamp(createdAt);
  const at = Date.parse(iso);
  return view.nowMs - at > OLD_HABIT_MS ? LONG_AGO : localDateInTimeZone(new Date(at), view.timeZone);
}

function datesOf(joined: unknown): string[] {
  return typeof joined === 'string' && joined.length > 0 ? joined.split(',') : [];
}

/** The dates from the window's first day on: the log is sorted, so this is its tail. */
function windowOf(dates: readonly string[], windowStart: string): string[] {
  let first = dates.length;
  while (first > 0 && dates[first - 1]! >= windowStart) first -= 1;
  return dates.slice(first);
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** docs/product/habits.md "Rest days": the rests that apply to the habit, from the row's JSON (a person has few). */
function breaksOf(joined: unknown): HabitBreak[] {
  return typeof joined === 'string' && joined.length > 0 ? (JSON.parse(joined) as HabitBreak[]) : [];
}

function statsOf(row: HabitRow, dates: readonly string[], view: HabitView, breaks: readonly HabitBreak[]): HabitStats {
  return habitStats(dates, row[3] as HabitFrequency, { today: view.today, createdOn: createdOn(String(row[9]), view), weekStart: view.weekStart }, { targetCount: numberOrNull(row[13]), breaks });
}

/** 'date:amount' pairs from the window's first day on. */
function amountsOf(joined: unknown, windowStart: string): Array<[string, number]> {
  if (typeof joined !== 'string' || joined.length === 0) return [];
  return joined
    .split(',')
    .map((pair): [string, number] => [pair.slice(0, 10), Number(pair.slice(11))])
    .filter(([date]) => date >= windowStart);
}

/** '07:30,21:00' -> '["07:30","21:00"]': times need no escaping. */
function plainList(joined: unknown): string {
  return typeof joined === 'string' && joined.length > 0 ? `["${joined.split(',').join('","')}"]` : '[]';
}

/** '07:30,21:00' -> ['07:30', '21:00']. */
function listOf(joined: unknown): string[] {
  return typeof joined === 'string' && joined.length > 0 ? joined.split(',') : [];
}

export function habitFromRow(row: HabitRow, view: HabitView): Habit {
  const [id, title, description, frequency, timeOfDay, category, color, reminderTimes, reminderDays, createdAt, updatedAt, joined, goalId, targetCount, targetAmount, unit, amounts, rests] = row;
  const dates = datesOf(joined);
  const breaks = breaksOf(rests);
  const windowStart = view.windowStart[frequency as HabitFrequency];
  return {
    id: String(id),
    title: String(title),
    description: description === null ? null : String(description),
    frequency: frequency as HabitFrequency,
    timeOfDay: timeOfDay as HabitTimeOfDay | null,
    category: category as HabitCategory,
    color: String(color),
    reminderTimes: listOf(reminderTimes),
    reminderDays: listOf(reminderDays).map(Number),
    goalId: goalId === null || goalId === undefined ? null : String(goalId),
    targetCount: numberOrNull(targetCount),
    targetAmount: numberOrNull(targetAmount),
    unit: unit === null || unit === undefined ? null : String(unit),
    createdAt: toIsoTimestamp(String(createdAt)),
    updatedAt: toIsoTimestamp(String(updatedAt)),
    completions: windowOf(dates, windowStart),
    amounts: Object.fromEntries(amountsOf(amounts, windowStart)),
    breaks: breaks.filter((range) => range.endDate >= windowStart),
    ...statsOf(row, dates, view, breaks),
  };
}

/** The JSON of habitFromRow(row, view), written without building the object. */
export function habitJson(row: HabitRow, view: HabitView): string {
  const [id, title, description, frequency, timeOfDay, category, color, reminderTimes, reminderDays, createdAt, updatedAt, joined, goalId, targetCount, targetAmount, unit, amounts, rests] = row;
  const dates = datesOf(joined);
  const windowStart = view.windowStart[frequency as HabitFrequency];
  const recent = windowOf(dates, windowStart);
  const breaks = breaksOf(rests);
  const stats = statsOf(row, dates, view, breaks);
  const amountsJson = `{${amountsOf(amounts, windowStart)
    .map(([date, amount]) => `"${date}":${amount}`)
    .join(',')}}`;
  // The breaks go through JSON.stringify: there are few, and a reason is the person's own words.
  const breaksJson = JSON.stringify(breaks.filter((range) => range.endDate >= windowStart));
  // Dates are 'YYYY-MM-DD' from PostgreSQL: nothing in them needs escaping.
  const completions = recent.length === 0 ? '[]' : `["${recent.join('","')}"]`;
  return `{"id":${jsonPlain(id)},"title":${jsonText(title)},"description":${jsonText(description)},"frequency":${jsonPlain(frequency)},"timeOfDay":${jsonPlain(timeOfDay)},"category":${jsonPlain(category)},"color":${jsonText(color)},"reminderTimes":${plainList(reminderTimes)},"reminderDays":[${typeof reminderDays === 'string' ? reminderDays : ''}],"goalId":${jsonPlain(goalId)},"targetCount":${jsonScalar(numberOrNull(targetCount))},"targetAmount":${jsonScalar(numberOrNull(targetAmount))},"unit":${jsonText(unit ?? null)},"createdAt":${jsonTimestamp(createdAt)},"updatedAt":${jsonTimestamp(updatedAt)},"completions":${completions},"amounts":${amountsJson},"breaks":${breaksJson},"streak":${stats.streak},"bestStreak":${stats.bestStreak},"completionRate":${stats.completionRate}}`;
}

import { addDays, weekdayOf } from '../calendar/calendar-days';
import { localDateInTimeZone } from '../calendar/local-date';
import { instantAtWallClock, wallClockOf } from '../calendar/zoned-time';
import { REMINDER_LATE_LIMIT_MS, REMINDER_LATE_NOTICE_MS, type ReminderOffset } from './reminder-constants';

// When reminders fire (docs/product/reminders.md "Tasks", "Habits", "Quiet hours", "Late reminders").
// Times of day are 'HH:MM' on the 24-hour clock, in the person's zone; instants are Dates.

const MINUTE_MS = 60_000;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a time of day written 'HH:MM', 00:00 to 23:59. */
export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY_PATTERN.test(value);
}

/** '07:30' -> 450. */
export function minutesOfTimeOfDay(time: string): number {
  const match = TIME_OF_DAY_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 450 -> '07:30' (minutes since midnight, 0 to 1439). */
export function timeOfDayOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The ISO weekday of a local date: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  return weekdayOf(date) || 7;
}

export interface TaskTiming {
  dueDate: string;
  dueTime: string;
  reminder: ReminderOffset;
}

const OFFSET_MS: Record<Exclude<ReminderOffset, '1d'>, number> = { at: 0, '5m': 5 * MINUTE_MS, '1h': 60 * MINUTE_MS };

/**
 * docs/product/reminders.md "Tasks": the instant a task's reminder fires. The due time is a wall-clock
 * time in the person's zone; '1 day before' is the same wall-clock time on the day before (so a clock
 * change in between does not move it by an hour); 5 minutes and 1 hour before are elapsed time. A due
 * time the clock skips (the spring change) moves forward by the gap, as clocks do.
 */
export function taskFireTime(timing: TaskTiming, timeZone: string): Date {
  const msOfDay = minutesOfTimeOfDay(timing.dueTime) * MINUTE_MS;
  if (timing.reminder === '1d') return instantAtWallClock(addDays(timing.dueDate, -1), msOfDay, timeZone);
  return new Date(instantAtWallClock(timing.dueDate, msOfDay, timeZone).getTime() - OFFSET_MS[timing.reminder]);
}

export interface HabitTiming {
  reminderTimes: readonly string[];
  /** ISO weekdays; none (or all seven) means every day. */
  reminderDays: readonly number[];
}

/** instantAtWallClock, or a memo of it (the scheduler reads the same few times for many habits). */
export type WallClockInstant = (date: string, msOfDay: number, timeZone: string) => Date;

/** instantAtWallClock with each answer kept: about 20 µs each, and a scheduler run asks for the same few thousands of times. */
export function memoizedWallClock(): WallClockInstant {
  const known = new Map<string, Date>();
  return (date, msOfDay, timeZone) => {
    const key = `${timeZone} ${date} ${msOfDay}`;
    let at = known.get(key);
    if (!at) {
      at = instantAtWallClock(date, msOfDay, timeZone);
      known.set(key, at);
    }
    return at;
  };
}

export interface HabitFireTime {
  /** The person's local date the reminder is for. */
  localDate: string;
  /** Its time of day, 'HH:MM'. */
  time: string;
  at: Date;
}

/**
 * docs/product/reminders.md "Habits": every reminder of a habit that fires after `from` and at or
 * before `to`, in time order. A time the clock skips moves forward by the gap; a time that happens
 * twice (the autumn change) fires once, the first time.
 */
export function habitFireTimes(timing: HabitTiming, range: { from: Date; to: Date }, timeZone: string, instantAt: WallClockInstant = instantAtWallClock): HabitFireTime[] {
  if (timing.reminderTimes.length === 0 || range.to <= range.from) return [];
  const days = new Set(timing.reminderDays);
  const everyDay = days.size === 0 || days.size === 7;
  const fires: HabitFireTime[] = [];
  // A day before and after the range's local dates: a zone's day starts up to 14 h from UTC's.
  const last = addDays(localDateInTimeZone(range.to, timeZone), 1);
  for (let date = addDays(localDateInTimeZone(range.from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    if (!everyDay && !days.has(isoWeekdayOf(date))) continue;
    for (const time of timing.reminderTimes) {
      const at = instantAt(date, minutesOfTimeOfDay(time) * MINUTE_MS, timeZone);
      if (at > range.from && at <= range.to) fires.push({ localDate: date, time, at });
    }
  }
  return fires.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface QuietHours {
  start: string;
  end: string;
}

/** True when a time of day (minutes since midnight) is inside quiet hours, which may wrap midnight (22:00–07:00). */
export function isInQuietHours(minutesOfDay: number, quiet: QuietHours): boolean {
  const start = minutesOfTimeOfDay(quiet.start);
  const end = minutesOfTimeOfDay(quiet.end);
  if (start === end) return false;
  return start < end ? minutesOfDay >= start && minutesOfDay < end : minutesOfDay >= start || minutesOfDay < end;
}

/**
 * docs/product/reminders.md "Quiet hours": a reminder due inside the person's quiet hours is held to
 * their end. The instant it goes out, and whether it was held.
 */
export function releaseTime(at: Date, quiet: QuietHours | null, timeZone: string): { at: Date; held: boolean } {
  if (!quiet) return { at, held: false };
  const wall = wallClockOf(at, timeZone);
  const minutes = Math.floor(wall.msOfDay / MINUTE_MS);
  if (!isInQuietHours(minutes, quiet)) return { at, held: false };
  const end = minutesOfTimeOfDay(quiet.end);
  // Before midnight in hours that wrap it, they end tomorrow; otherwise today.
  const endDate = minutes >= end ? addDays(wall.date, 1) : wall.date;
  return { at: instantAtWallClock(endDate, end * MINUTE_MS, timeZone), held: true };
}

/** What to do with a reminder due to go out at `at`, seen at `now` (docs/product/reminders.md "Late reminders"). */
export type DeliveryVerdict = { kind: 'wait' } | { kind: 'send'; lateMinutes: number | null } | { kind: 'skip' };

export function deliveryVerdict(at: Date, now: Date): DeliveryVerdict {
  const lateMs = now.getTime() - at.getTime();
  if (lateMs < 0) return { kind: 'wait' };
  if (lateMs >= REMINDER_LATE_LIMIT_MS) return { kind: 'skip' };
  return { kind: 'send', lateMinutes: lateMs > REMINDER_LATE_NOTICE_MS ? Math.floor(lateMs / MINUTE_MS) : null };
}

/** 25 -> '25 min late', 65 -> '1 h 5 min late', 120 -> '2 h late'. */
export function latenessText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min late`;
  return rest === 0 ? `${hours} h late` : `${hours} h ${rest} min late`;
}

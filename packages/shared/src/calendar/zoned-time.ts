import { isValidTimeZone } from './local-date';

// Wall-clock time in a person's zone (docs/architecture.md "Server-owned state": the person's days and
// times are the ones their browser reports). Used where a rule says "the same time, some days or months
// later" (docs/product/subscription.md "Plans"), so a clock change or a zone far from UTC cannot move the date.

const DAY_MS = 86_400_000;

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatterFor(timeZone: string): Intl.DateTimeFormat {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  let formatter = wallFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    wallFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock at `instant` in `timeZone`, read as if it were UTC (epoch ms); an unknown zone counts as UTC. */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts = wallFormatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const seconds = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return seconds + (((instant % 1000) + 1000) % 1000);
}

/** The local date ('YYYY-MM-DD') and the time since local midnight (ms) at `instant` in `timeZone`. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; msOfDay: number } {
  const wall = wallAsUtc(instant.getTime(), timeZone);
  const msOfDay = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
  return { date: new Date(wall - msOfDay).toISOString().slice(0, 10), msOfDay };
}

/**
 * The instant when the wall clock in `timeZone` reads `msOfDay` after midnight on `date`. A time that
 * does not exist that day (the hour skipped when daylight saving begins) moves forward by the gap, as
 * clocks do; a time that happens twice (when it ends) is the first.
 */
export function instantAtWallClock(date: string, msOfDay: number, timeZone: string): Date {
  const wanted = Date.parse(`${date}T00:00:00.000Z`) + msOfDay;
  const first = wanted - (wallAsUtc(wanted, timeZone) - wanted);
  const second = wanted - (wallAsUtc(first, timeZone) - first);
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const exact = candidates.find((instant) => wallAsUtc(instant, timeZone) === wanted);
  return new Date(exact ?? candidates[1]!);
}

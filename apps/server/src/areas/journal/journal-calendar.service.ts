import { localDateInTimeZone, localDaysBounds, nextMonth, ON_THIS_DAY_PER_DAY, onThisDayDates, startOfLocalDay, type JournalMonth, type OnThisDay } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { journalEntryOf } from './journal-json';
import { localDateOfIso } from './journal-local-date';
import * as journalRepository from './journal.repository';

// docs/product/journal.md "Months and on this day" (issue 18 §6): the months that have entries, for the
// month picker, and the entries of this day in earlier months and years. Local months and days are the
// person's; their bounds are computed here, so the database only compares instants.

/** GET /api/journal-months: each local month with entries, newest first, with how many. */
export async function listMonths(ctx: AreaContext, actor: Actor): Promise<JournalMonth[]> {
  const first = await journalRepository.firstEntryAt(ctx.db, actor.userId);
  if (first === null) return [];
  const from = localDateOfIso(toIsoTimestamp(first), actor.timeZone).slice(0, 7);
  const to = localDateInTimeZone(ctx.clock.now(), actor.timeZone).slice(0, 7);
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  const starts = [...months, nextMonth(to)].map((month) => new Date(startOfLocalDay(`${month}-01`, actor.timeZone)).toISOString());
  const counts = await journalRepository.countEntriesBetween(ctx.db, { userId: actor.userId, starts });
  return months
    .map((month, index) => ({ month, count: counts.get(index + 1) ?? 0 }))
    .filter((month) => month.count > 0)
    .reverse();
}

/** GET /api/journal-on-this-day: up to three entries of each earlier day, newest day first. */
export async function onThisDay(ctx: AreaContext, actor: Actor): Promise<OnThisDay> {
  const today = localDateInTimeZone(ctx.clock.now(), actor.timeZone);
  const days = onThisDayDates(today);
  const ranges = days.map(({ date }) => localDaysBounds(date, date, actor.timeZone));
  const rows = await journalRepository.selectEntriesInRanges(ctx.db, { userId: actor.userId, ranges, perRange: ON_THIS_DAY_PER_DAY });
  return {
    today,
    entries: rows.map(([range, ...row]) => ({ ...journalEntryOf(row, actor.timeZone), monthsAgo: days[Number(range) - 1]!.monthsAgo })),
  };
}

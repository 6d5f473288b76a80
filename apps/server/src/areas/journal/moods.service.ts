import { MOOD_LOG_MESSAGES, MOOD_TREND_DAYS, addDays, localDateInTimeZone, moodTrend, trendAverage, type CreateMoodLogRequest, type MoodLog, type MoodPoint, type MoodTrend } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { inTransaction } from '../../context/unit-of-work';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { assertMoodLogId, moodLogNotFound } from './journal-guards';
import { moodLogJson, moodLogOf } from './journal-json';
import { localDateOfIso } from './journal-local-date';
import * as journalRepository from './journal.repository';
import * as moodsRepository from './moods.repository';

// Mood check-ins and the mood trend (docs/product/moods.md).

/** A check-in's time may run this far ahead of the server's clock (a phone's clock a little fast). */
const CLOCK_SKEW_MS = 60_000;
/** No time zone is further than 14 hours from UTC: the trend reads from this far before its first day's UTC midnight. */
const WIDEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** The user's newest check-ins as the JSON text of a MoodLog[] (the fast list path). */
export async function listMoodLogsJson(ctx: AreaContext, actor: Actor): Promise<string> {
  const rows = await moodsRepository.selectMoodLogs(ctx.db, actor.userId);
  let out = '';
  for (let index = 0; index < rows.length; index += 1) out += (index === 0 ? '' : ',') + moodLogJson(rows[index]!, actor.timeZone);
  return `[${out}]`;
}

/** docs/product/moods.md "Check-in": logged now, or at the time given, which may not be in the future. */
export async function createMoodLog(ctx: AreaContext, actor: Actor, input: CreateMoodLogRequest): Promise<MoodLog> {
  const now = ctx.clock.now();
  const { loggedAt, ...fields } = input;
  if (loggedAt !== undefined && Date.parse(loggedAt) > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError('VALIDATION', MOOD_LOG_MESSAGES.loggedAtInFuture, { fields: { loggedAt: MOOD_LOG_MESSAGES.loggedAtInFuture } });
  }
  return inTransaction(ctx, actor, async (unit) => {
    const row = await moodsRepository.insertMoodLog(unit.tx, {
      ...fields,
      userId: actor.userId,
      loggedAt: loggedAt === undefined ? now.toISOString() : new Date(loggedAt).toISOString(),
      createdAt: now.toISOString(),
    });
    // A client-chosen id in use (docs/product/offline.md): a repeat of the create is answered by its key before this.
    if (!row) throw new AppError('CONFLICT', MOOD_LOG_MESSAGES.idTaken);
    const log = moodLogOf(row, actor.timeZone);
    unit.announce({ area: 'moods', kind: 'created', id: log.id, version: log.createdAt });
    return log;
  });
}

export async function deleteMoodLog(ctx: AreaContext, actor: Actor, id: string): Promise<void> {
  assertMoodLogId(id);
  await inTransaction(ctx, actor, async (unit) => {
    if (!(await moodsRepository.deleteMoodLog(unit.tx, { userId: actor.userId, id }))) throw moodLogNotFound();
    unit.announce({ area: 'moods', kind: 'deleted', id });
  });
}

/**
 * docs/product/moods.md "Mood trend": the last 30 local days in the user's time zone, each the
 * average of that day's entry moods and check-ins together.
 */
export async function moodTrendOf(ctx: AreaContext, actor: Actor): Promise<MoodTrend> {
  const now = ctx.clock.now();
  const today = localDateInTimeZone(now, actor.timeZone);
  const since = new Date(Date.parse(`${addDays(today, -(MOOD_TREND_DAYS - 1))}T00:00:00.000Z`) - WIDEST_OFFSET_MS).toISOString();
  const query = { userId: actor.userId, since };
  const [entryMoods, logValues] = await Promise.all([journalRepository.selectEntryMoodsSince(ctx.db, query), moodsRepository.selectMoodLogValuesSince(ctx.db, query)]);
  const points: MoodPoint[] = [...entryMoods, ...logValues].map(([at, value]) => ({ date: localDateOfIso(toIsoTimestamp(String(at)), actor.timeZone), value: Number(value) }));
  return { days: moodTrend(points, { today }), average: trendAverage(points, { today }) };
}

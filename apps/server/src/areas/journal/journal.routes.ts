import {
  JOURNAL_MESSAGES,
  createJournalEntryRequestSchema,
  createMoodLogRequestSchema,
  journalListQuerySchema,
  noInputSchema,
  updateJournalEntryRequestSchema,
  type StaleJournalEntryResponse,
} from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { parseInput } from '../../http/parse-input';
import { createEntry, deleteEntry, editEntry, getEntry, listEntriesJson, listTags, restoreEntry } from './journal.service';
import { createMoodLog, deleteMoodLog, listMoodLogsJson, moodTrendOf } from './moods.service';
import { listMonths, onThisDay } from './journal-calendar.service';
import { jsonAnswer, jsonValueAnswer } from '../../http/json-answer';


/** /api/journal: the signed-in user's entries (docs/product/journal.md "API"; mounted behind requireUser). */
export function journalRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = parseInput(journalListQuerySchema, c.req.query());
    return jsonAnswer(c, await listEntriesJson(ctx, c.get('actor'), query));
  });

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createJournalEntryRequestSchema);
    return c.json(await createEntry(ctx, c.get('actor'), input), 201);
  });

  app.get('/:id', async (c) => c.json(await getEntry(ctx, c.get('actor'), c.req.param('id'))));

  app.patch('/:id', async (c) => {
    const input = await parseJsonBody(c, updateJournalEntryRequestSchema);
    const result = await editEntry(ctx, c.get('actor'), c.req.param('id'), input);
    if (result.kind === 'saved') return c.json(result.entry);
    const body: StaleJournalEntryResponse = { error: { code: 'CONFLICT', message: JOURNAL_MESSAGES.staleEntry }, entry: result.entry };
    return c.json(body, 409);
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteEntry(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await restoreEntry(ctx, c.get('actor'), c.req.param('id')));
  });

  return app;
}

/**
 * /api/journal-tags: the tags of the filter chips. Its own prefix, as every resource beside a
 * collection's /:id routes (docs/architecture.md "Route shapes").
 */
export function journalTagsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await listTags(ctx, c.get('actor'))));
  return app;
}

/** /api/journal-months: the months with entries, for the month picker (docs/product/journal.md "Months and on this day"). */
export function journalMonthsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await listMonths(ctx, c.get('actor'))));
  return app;
}

/** /api/journal-on-this-day: this day's entries in earlier months and years (docs/product/journal.md "Months and on this day"). */
export function journalOnThisDayRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await onThisDay(ctx, c.get('actor'))));
  return app;
}

/** /api/moods: mood check-ins (docs/product/moods.md "API"). */
export function moodsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => jsonAnswer(c, await listMoodLogsJson(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createMoodLogRequestSchema);
    return c.json(await createMoodLog(ctx, c.get('actor'), input), 201);
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteMoodLog(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}

/** /api/mood-trend: the last 30 days of moods, entries and check-ins together (docs/product/moods.md "Mood trend"). */
export function moodTrendRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await moodTrendOf(ctx, c.get('actor'))));
  return app;
}

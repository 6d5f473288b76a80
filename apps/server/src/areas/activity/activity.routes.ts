import {
  ACTIVITY_MESSAGES,
  activityListQuerySchema,
  createActivityRequestSchema,
  noInputSchema,
  sessionActionRequestSchema,
  startSessionRequestSchema,
  trimSessionRequestSchema,
  updateActivityRequestSchema,
  type SessionConflictResponse,
  type StaleActivityResponse,
} from '@cadence/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { parseInput } from '../../http/parse-input';
import type { ActivityContext } from './activity-context';
import {
  discardSession,
  getSessionState,
  keepSession,
  pauseSession,
  resumeSession,
  startSession,
  stopSession,
  trimSession,
  type SessionOutcome,
} from './active-session.service';
import { createActivity, deleteActivity, getActivity, listActivitiesJson, restoreActivity, updateActivity } from './activities.service';
import { jsonAnswer } from '../../http/json-answer';

/** The answer, or 409 with the session that runs now so every screen can show it (docs/product/activity.md "Several tabs and devices"). */
function outcomeResponse<T>(c: Context<AppEnv>, outcome: SessionOutcome<T>, conflictMessage: string, status: 200 | 201 = 200) {
  if (outcome.kind === 'done') return c.json(outcome.value as object, status);
  const body: SessionConflictResponse = { error: { code: 'CONFLICT', message: conflictMessage }, ...outcome.state };
  return c.json(body, 409);
}

/**
 * /api/activity-session: the user's running timer (docs/product/activity.md "Timer"). One resource per
 * user, so its actions are static paths with no id beside them (docs/architecture.md "Route shapes").
 */
export function activitySessionRoutes(ctx: ActivityContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await getSessionState(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, startSessionRequestSchema);
    return outcomeResponse(c, await startSession(ctx, c.get('actor'), input), ACTIVITY_MESSAGES.alreadyTracking, 201);
  });

  const actions = { pause: pauseSession, resume: resumeSession, keep: keepSession, stop: stopSession, discard: discardSession } as const;
  for (const [path, action] of Object.entries(actions)) {
    app.post(`/${path}`, async (c) => {
      const { sessionId, at } = await parseJsonBody(c, sessionActionRequestSchema);
      return outcomeResponse<unknown>(c, await action(ctx, c.get('actor'), sessionId, at), ACTIVITY_MESSAGES.otherSession);
    });
  }

  app.post('/trim', async (c) => {
    const input = await parseJsonBody(c, trimSessionRequestSchema);
    return outcomeResponse(c, await trimSession(ctx, c.get('actor'), input), ACTIVITY_MESSAGES.otherSession);
  });

  return app;
}

/** /api/activities: the history, past activities added by hand, edits (ratings among them), delete and undo. */
export function activitiesRoutes(ctx: ActivityContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = parseInput(activityListQuerySchema, c.req.query());
    return jsonAnswer(c, await listActivitiesJson(ctx, c.get('actor'), query));
  });

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createActivityRequestSchema);
    return c.json(await createActivity(ctx, c.get('actor'), input), 201);
  });

  app.get('/:id', async (c) => c.json(await getActivity(ctx, c.get('actor'), c.req.param('id'))));

  // docs/product/activity.md "Edit an activity": 409 with the activity as it is now when it changed since the form opened.
  app.patch('/:id', async (c) => {
    const input = await parseJsonBody(c, updateActivityRequestSchema);
    const result = await updateActivity(ctx, c.get('actor'), c.req.param('id'), input);
    if (result.kind === 'saved') return c.json(result.activity);
    const body: StaleActivityResponse = { error: { code: 'CONFLICT', message: ACTIVITY_MESSAGES.staleActivity }, activity: result.activity };
    return c.json(body, 409);
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteActivity(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await restoreActivity(ctx, c.get('actor'), c.req.param('id')));
  });

  return app;
}

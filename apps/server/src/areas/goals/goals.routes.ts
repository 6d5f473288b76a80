import { GOAL_MESSAGES, createGoalRequestSchema, noInputSchema, setMilestoneRequestSchema, updateGoalRequestSchema, type StaleGoalResponse } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { editGoal, setMilestone } from './goal-changes.service';
import { createGoal, deleteGoal, getGoal, listGoalsJson, restoreGoal } from './goals.service';
import { jsonAnswer } from '../../http/json-answer';

/**
 * /api/goals: the signed-in user's goals and their milestones (docs/product/goals.md "API routes";
 * mounted behind requireUser). Only id routes sit under /:id, so Hono keeps its RegExpRouter
 * (docs/architecture.md "Route shapes").
 */
export function goalsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => jsonAnswer(c, await listGoalsJson(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createGoalRequestSchema);
    return c.json(await createGoal(ctx, c.get('actor'), input), 201);
  });

  app.get('/:id', async (c) => c.json(await getGoal(ctx, c.get('actor'), c.req.param('id'))));

  app.patch('/:id', async (c) => {
    const input = await parseJsonBody(c, updateGoalRequestSchema);
    const result = await editGoal(ctx, c.get('actor'), c.req.param('id'), input);
    if (result.kind === 'changed') return c.json(result.goal);
    const body: StaleGoalResponse = { error: { code: 'CONFLICT', message: GOAL_MESSAGES.staleGoal }, goal: result.goal };
    return c.json(body, 409);
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteGoal(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await restoreGoal(ctx, c.get('actor'), c.req.param('id')));
  });

  app.patch('/:id/milestones/:milestoneId', async (c) => {
    const input = await parseJsonBody(c, setMilestoneRequestSchema);
    return c.json(await setMilestone(ctx, c.get('actor'), { goalId: c.req.param('id'), milestoneId: c.req.param('milestoneId') }, input));
  });

  return app;
}

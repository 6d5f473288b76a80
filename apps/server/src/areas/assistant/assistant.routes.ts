import {
  activityClassificationRequestSchema,
  aiSettingsRequestSchema,
  assistantChatRequestSchema,
  journalCoachRequestSchema,
  noInputSchema,
  sentimentRequestSchema,
} from '@cadence/shared';
import { Hono } from 'hono';
import { SSE_HEADERS } from '../../ai/completion-sse';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { getAiSettings, getAiStatus, updateAiSettings } from './ai-settings.service';
import type { AssistantContext } from './assistant-context';
import { streamAssistantChat } from './chat.service';
import { classifyActivityType } from './classification.service';
import { generateInsights } from './insights.service';
import { coachJournal } from './journal-coach.service';
import { analyzeSentiments } from './sentiment.service';
import { recommendHabits, suggestGoals } from './suggestions.service';

/**
 * /api/ai: the AI features (docs/product/ai.md "API"; mounted behind requireUser). Each builds
 * its context on the server from the user's own data. The request's signal ends with the client, so a
 * call upstream is abandoned when the person leaves.
 */
export function assistantRoutes(ctx: AssistantContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/status', async (c) => c.json(await getAiStatus(ctx, c.get('actor'))));
  app.get('/settings', async (c) => c.json(await getAiSettings(ctx, c.get('actor'))));
  app.patch('/settings', async (c) => {
    const input = await parseJsonBody(c, aiSettingsRequestSchema);
    return c.json(await updateAiSettings(ctx, c.get('actor'), input));
  });

  app.post('/chat', async (c) => {
    const input = await parseJsonBody(c, assistantChatRequestSchema);
    const answer = await streamAssistantChat(ctx, c.get('actor'), input, c.req.raw.signal);
    return c.body(answer.body, 200, SSE_HEADERS);
  });

  app.post('/insights', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await generateInsights(ctx, c.get('actor'), c.req.raw.signal));
  });

  app.post('/journal-coach', async (c) => {
    const input = await parseJsonBody(c, journalCoachRequestSchema);
    return c.json(await coachJournal(ctx, c.get('actor'), input, c.req.raw.signal));
  });

  app.post('/goal-suggestions', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await suggestGoals(ctx, c.get('actor'), c.req.raw.signal));
  });

  app.post('/habit-recommendations', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await recommendHabits(ctx, c.get('actor'), c.req.raw.signal));
  });

  app.post('/activity-classification', async (c) => {
    const input = await parseJsonBody(c, activityClassificationRequestSchema);
    return c.json(await classifyActivityType(ctx, c.get('actor'), input, c.req.raw.signal));
  });

  app.post('/sentiment', async (c) => {
    const input = await parseJsonBody(c, sentimentRequestSchema);
    return c.json(await analyzeSentiments(ctx, c.get('actor'), input, c.req.raw.signal));
  });

  return app;
}

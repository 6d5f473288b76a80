import { chatCompletionRequestSchema, classificationRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import { SSE_HEADERS } from '../../ai/completion-sse';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import type { AssistantContext } from './assistant-context';
import { createCompletion, streamCompletion } from './chat.service';
import { classify } from './classification.service';

/**
 * /api/grok (the proxy, docs/product/ai.md "API"): OpenAI-compatible chat completions, so the official clients
 * work with a session cookie, and classifications. Same access and quota rules as every AI route; the
 * key stays on the server (docs/product/ai.md "API").
 */
export function grokRoutes(ctx: AssistantContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/chat/completions', async (c) => {
    const input = await parseJsonBody(c, chatCompletionRequestSchema);
    if (input.stream) {
      const answer = await streamCompletion(ctx, c.get('actor'), input, c.req.raw.signal);
      return c.body(answer.body, 200, SSE_HEADERS);
    }
    return c.json(await createCompletion(ctx, c.get('actor'), input, c.req.raw.signal));
  });

  app.post('/classifications', async (c) => {
    const input = await parseJsonBody(c, classificationRequestSchema);
    return c.json(await classify(ctx, c.get('actor'), input, c.req.raw.signal));
  });

  return app;
}

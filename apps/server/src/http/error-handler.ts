import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { ApiErrorBody } from '@cadence/shared';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** The one place errors become HTTP (STYLE §6). Stacks go to the log, never to the client. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
      if (error.options.fields) body.error.fields = error.options.fields;
      if (error.options.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.options.retryAfterSeconds));
      return c.json(body, error.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: error.status === 404 ? 'NOT_FOUND' : 'VALIDATION', message: error.message || 'Bad request' } }, error.status);
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } }, 500);
  };
}

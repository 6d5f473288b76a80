import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';
import { parseInput } from './parse-input';

export const BODY_NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/**
 * The one way a route reads its JSON body (docs/architecture.md "API conventions", issue 7 §1). The body-rules middleware has
 * already refused a body that is not JSON (415) or not well-formed (400); here no body at all reads as
 * `{}`, so the schema names each missing field, and anything but an object is refused in our words.
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', BODY_NOT_AN_OBJECT_MESSAGE);
  }
  return parseInput(schema, body);
}


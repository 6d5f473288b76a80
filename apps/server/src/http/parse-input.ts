import { fieldErrors } from '@cadence/shared';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses untrusted input with a shared schema; failures become 400 VALIDATION with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  throw new AppError('VALIDATION', first, { fields });
}

import { describe, expect, it } from 'vitest';
import { fieldErrors } from './http/zod-fields';
import { z } from './zod';

const LIBRARY_WORDS = /Invalid input|expected .* received|Too (small|big)|Unrecognized key/i;

function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("zod speaks the product's words (issue 7 §1)", () => {
  const schema = z.strictObject({ title: z.string(), estimatedMinutes: z.int().min(1).max(10), done: z.boolean(), tags: z.array(z.string()).max(2), kind: z.enum(['a', 'b']) });

  it.each([
    [[], { _: 'The request body must be a JSON object.' }],
    [null, { _: 'The request body must be a JSON object.' }],
    ['x', { _: 'The request body must be a JSON object.' }],
    [{ title: 1, estimatedMinutes: 1, done: true, tags: [], kind: 'a' }, { title: 'Title must be text' }],
    [{ title: 't', estimatedMinutes: 1.5, done: true, tags: [], kind: 'a' }, { estimatedMinutes: 'Estimated minutes must be a whole number' }],
    [{ title: 't', estimatedMinutes: 0, done: true, tags: [], kind: 'a' }, { estimatedMinutes: 'Estimated minutes must be at least 1' }],
    [{ title: 't', estimatedMinutes: 1, done: 'yes', tags: [], kind: 'a' }, { done: 'Done must be true or false' }],
    [{ title: 't', estimatedMinutes: 1, done: true, tags: ['a', 'b', 'c'], kind: 'a' }, { tags: 'Tags must have at most 2 items' }],
    [{ title: 't', estimatedMinutes: 1, done: true, tags: [], kind: 'c' }, { kind: 'Kind must be one of: a, b' }],
    [{ estimatedMinutes: 1, done: true, tags: [], kind: 'a' }, { title: 'Title is required' }],
    [{ title: 't', estimatedMinutes: 1, done: true, tags: [], kind: 'a', isAdmin: true }, { _: 'Unknown field: isAdmin' }],
  ])('%j -> %j', (input, expected) => {
    const messages = messagesOf(schema, input);
    expect(messages).toMatchObject(expected);
    for (const message of Object.values(messages)) expect(message).not.toMatch(LIBRARY_WORDS);
  });
});

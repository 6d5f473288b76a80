import { z } from '../zod';

/**
 * The body of a request that takes no input (toggle, restore, delete, sign-out): none, or `{}`.
 * Anything else is a client's mistake and answers 400, so every unsafe route treats a body alike.
 */
export const noInputSchema = z.strictObject({});

import { z } from '../zod';
import { existingPasswordSchema } from '../auth/auth-schemas';
import { unknownFieldsMessage } from '../todos/todo-messages';
import { DATA_MESSAGES, DELETE_CONFIRMATION_WORD } from './data-messages';

/**
 * Body of POST /api/account-deletion (docs/product/data.md "Deleting the account"): the password again
 * and the word DELETE, typed as it is written.
 */
export const deleteAccountRequestSchema = z.strictObject(
  {
    password: existingPasswordSchema(DATA_MESSAGES.passwordRequired),
    confirmation: z.string({ error: DATA_MESSAGES.confirmationRequired }).refine((value) => value === DELETE_CONFIRMATION_WORD, DATA_MESSAGES.confirmationRequired),
  },
  { error: (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys ?? []) : undefined) },
);
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

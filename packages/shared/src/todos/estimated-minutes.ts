/**
 * The form's estimated-minutes text (docs/product/todos.md "Task form"): a whole number of at least 1,
 * optionally followed by 'min' ('90', '90 min'). Anything else, '1.5' included, is null, and the form
 * refuses it with a message rather than saving something else (issue 13); empty is handled by the form
 * as "no estimate". The upper limit is left to the request schema, which answers with a field message.
 */
export function parseEstimatedMinutes(text: string): number | null {
  const match = /^(\d+)(?:\s*(?:m|min|mins|minutes))?$/i.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]);
  return Number.isSafeInteger(minutes) && minutes >= 1 ? minutes : null;
}

/**
 * spec part 1 §5: the form's estimated-minutes text is parsed as an integer, minimum 1; empty (or
 * anything that is not a number of at least 1) becomes null. '90 min' reads as 90 and '1.5' as 1,
 * as parseInt does. The upper limit is left to the request schema, which answers with a field message.
 */
export function parseEstimatedMinutes(text: string): number | null {
  const minutes = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(minutes) && minutes >= 1 ? minutes : null;
}

import { isValidTimeZone } from '@cadence/shared';

// docs/product/journal.md "Days": every entry carries the local date of its creation in the user's
// time zone. A page writes 50 of them per request, so the formatter is built once per zone and the
// answer kept per zone and minute: every time zone in use today is a whole number of minutes off UTC,
// so all instants of one UTC minute fall on one local date.

const formatters = new Map<string, Intl.DateTimeFormat>();
const answers = new Map<string, string>();
/** Enough for every entry a busy instance shows; the cache starts afresh when it is full. */
const MAX_ANSWERS = 50_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: isValidTimeZone(timeZone) ? timeZone : 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date ('YYYY-MM-DD') in `timeZone` of an ISO instant in UTC as the API writes it ('2026-03-10T23:30:00.000Z'). */
export function localDateOfIso(iso: string, timeZone: string): string {
  const key = `${timeZone} ${iso.slice(0, 16)}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  if (answers.size >= MAX_ANSWERS) answers.clear();
  answers.set(key, date);
  return date;
}

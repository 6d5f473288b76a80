import { isCalendarDate, isValidTimeZone, wallClockOf } from '@cadence/shared';

/**
 * The due date in a Todoist CSV's DATE cell (docs/product/data.md "Import"). Todoist writes the
 * task's due phrase as the person typed it or as Todoist shows it: an ISO date ('2025-01-15',
 * '2025-01-15T09:30', '2025-01-15 09:30'), an English date ('15 Jan 2025', 'Jan 15 2025',
 * 'January 15, 2025', optionally followed by a time such as 'at 9am'), or a phrase only Todoist can
 * resolve ('every day', 'tomorrow', 'next friday', dates in another DATE_LANG). The first two give a
 * date; a phrase gives none (the task is kept without a due date). An instant with an offset
 * ('2025-01-15T23:30:00Z') is read as the date it is in the row's TIMEZONE, else in the person's zone.
 */
export function todoistDueDate(cell: string, rowZone: string, personZone: string): string | null {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (text === '' || /^every\b|^ev\b/i.test(text)) return null;
  const instant = ZONED_INSTANT.exec(text);
  if (instant) {
    const moment = new Date(text.replace(' ', 'T'));
    if (Number.isNaN(moment.getTime()) || !realDate(instant[1]!)) return null;
    return wallClockOf(moment, isValidTimeZone(rowZone) ? rowZone : personZone).date;
  }
  const iso = ISO_DATE.exec(text);
  if (iso) return realDate(iso[1]!);
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  if (dayFirst) return fromParts(dayFirst[3]!, dayFirst[2]!, dayFirst[1]!);
  const monthFirst = MONTH_DAY_YEAR.exec(text);
  if (monthFirst) return fromParts(monthFirst[3]!, monthFirst[1]!, monthFirst[2]!);
  return null;
}

const TIME_TAIL = String.raw`(?: (?:at )?\d{1,2}(?::\d{2})?(?: ?[ap]\.?m\.?)?)?`;
const ZONED_INSTANT = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const ISO_DATE = new RegExp(String.raw`^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?|${TIME_TAIL})$`, 'i');
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2}) ([a-z]+)\.?,? (\d{4})${TIME_TAIL}$`, 'i');
const MONTH_DAY_YEAR = new RegExp(String.raw`^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})${TIME_TAIL}$`, 'i');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function fromParts(year: string, monthName: string, day: string): string | null {
  const name = monthName.toLowerCase();
  const month = name === 'sept' ? 8 : Math.max(MONTHS.indexOf(name), FULL_MONTHS.indexOf(name));
  if (month === -1) return null;
  return realDate(`${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`);
}

/** `date` when it is a real calendar date ('2025-02-30' is not), else null. */
function realDate(date: string): string | null {
  return isCalendarDate(date) ? date : null;
}

import { addItem, addTag, DEFAULT_MOOD, isCalendarDate, isWrittenInFuture, JOURNAL_MESSAGES, localDateInTimeZone, writtenAtFields, writtenAtOf, type JournalEntry } from '@cadence/shared';
import type { FieldErrors } from '../../../lib/validate-form';

/**
 * The entry form as typed (useZodForm keeps every field as text): the lists are JSON arrays, and each
 * list has the text still being typed in its input, which Save adds too, so nothing typed is lost.
 */
export interface JournalFormValues {
  /** 'Date' ('YYYY-MM-DD') and 'Time' ('HH:mm') of the entry, in the person's zone (docs/product/journal.md "Back-dating"). */
  date: string;
  time: string;
  content: string;
  mood: string;
  tags: string;
  highlights: string;
  gratitude: string;
  tagDraft: string;
  highlightDraft: string;
  gratitudeDraft: string;
}

export type JournalListField = 'tags' | 'highlights' | 'gratitude';
export type JournalDraftField = 'tagDraft' | 'highlightDraft' | 'gratitudeDraft';

export const DRAFT_OF: Record<JournalListField, JournalDraftField> = { tags: 'tagDraft', highlights: 'highlightDraft', gratitude: 'gratitudeDraft' };

/** docs/product/journal.md "Entry form": a new entry starts at mood 5, with nothing in its lists. */
export const emptyJournalForm: JournalFormValues = {
  date: '',
  time: '',
  content: '',
  mood: String(DEFAULT_MOOD),
  tags: '[]',
  highlights: '[]',
  gratitude: '[]',
  tagDraft: '',
  highlightDraft: '',
  gratitudeDraft: '',
};

/** A new entry's form: dated now, in the person's zone (docs/product/journal.md "Back-dating"). */
export function newJournalForm(now: Date, timeZone: string): JournalFormValues {
  return { ...emptyJournalForm, ...writtenAtFields(now, timeZone) };
}

/** The edit form: the entry as it is, at its own date and time in the person's zone. */
export function journalFormFrom(entry: JournalEntry, timeZone = 'UTC'): JournalFormValues {
  return {
    ...emptyJournalForm,
    ...(Number.isNaN(Date.parse(entry.createdAt)) ? {} : writtenAtFields(new Date(entry.createdAt), timeZone)),
    content: entry.content,
    mood: String(entry.mood),
    tags: JSON.stringify(entry.tags),
    highlights: JSON.stringify(entry.highlights),
    gratitude: JSON.stringify(entry.gratitude),
  };
}

export function readList(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** docs/product/journal.md "Tags, highlights and gratitude": Enter (or Add) adds the typed tag, highlight or gratitude item; blank text and a tag already there add nothing. */
export function addToList(values: JournalFormValues, field: JournalListField): { values: JournalFormValues; added: boolean } {
  const list = readList(values[field]);
  const next = field === 'tags' ? addTag(list, values[DRAFT_OF[field]]) : addItem(list, values[DRAFT_OF[field]]);
  return { values: { ...values, [field]: JSON.stringify(next), [DRAFT_OF[field]]: '' }, added: next !== list };
}

/** docs/product/journal.md "Entry form": blank text makes Save Entry and Update Entry do nothing at all. */
export function hasBlankContent(values: JournalFormValues): boolean {
  return values.content.trim() === '';
}

/** Where the form's date and time are read: the person's zone, and the values it was opened with. */
export interface WrittenAtContext {
  initial: JournalFormValues;
  timeZone: string;
}

/**
 * docs/product/journal.md "Back-dating": the instant the date and time stand for, when the person changed
 * them; undefined when they did not (a new entry is then written at the time it is saved, an edit keeps its
 * time to the millisecond) or when they cannot be read (checkJournalForm says so).
 */
function changedWrittenAt(values: JournalFormValues, context: WrittenAtContext | undefined): string | undefined {
  if (!context || (values.date === context.initial.date && values.time === context.initial.time)) return undefined;
  return writtenAtOf(values.date, values.time, context.timeZone)?.toISOString();
}

/** What the schema reads: the text exactly as typed, the mood as a number, each list with its unsaved draft added; the date and time when changed. */
export function journalFormInput(values: JournalFormValues, context?: WrittenAtContext): unknown {
  const createdAt = changedWrittenAt(values, context);
  return {
    ...(createdAt === undefined ? {} : { createdAt }),
    content: values.content,
    mood: Number(values.mood),
    tags: addTag(readList(values.tags), values.tagDraft),
    highlights: addItem(readList(values.highlights), values.highlightDraft),
    gratitude: addItem(readList(values.gratitude), values.gratitudeDraft),
  };
}

/**
 * docs/product/journal.md "Back-dating", said by the form before it sends: a date and a time are needed,
 * and together they may not be later than now. A date after today is wrong on the date, today's later hour on the time.
 */
export function checkJournalForm(values: JournalFormValues, context: WrittenAtContext & { now: Date }): FieldErrors<JournalFormValues> {
  if (values.date === context.initial.date && values.time === context.initial.time) return {};
  const errors: FieldErrors<JournalFormValues> = {};
  if (values.date === '') errors.date = JOURNAL_MESSAGES.writtenDateRequired;
  if (values.time === '') errors.time = JOURNAL_MESSAGES.writtenTimeRequired;
  if (errors.date || errors.time) return errors;
  const at = writtenAtOf(values.date, values.time, context.timeZone);
  if (at === null) return isCalendarDate(values.date) ? { time: JOURNAL_MESSAGES.writtenTimeRequired } : { date: JOURNAL_MESSAGES.writtenDateRequired };
  if (!isWrittenInFuture(at, context.now)) return {};
  return values.date > localDateInTimeZone(context.now, context.timeZone) ? { date: JOURNAL_MESSAGES.createdAtInFuture } : { time: JOURNAL_MESSAGES.createdAtInFuture };
}

/** True when the form holds something the person would lose by closing it. */
export function isJournalFormDirty(values: JournalFormValues, initial: JournalFormValues): boolean {
  return (Object.keys(values) as Array<keyof JournalFormValues>).some((key) => values[key] !== initial[key]);
}

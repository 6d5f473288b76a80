import { addItem, addTag, DEFAULT_MOOD, type JournalEntry } from '@cadence/shared';

/**
 * The entry form as typed (useZodForm keeps every field as text): the lists are JSON arrays, and each
 * list has the text still being typed in its input, which Save adds too, so nothing typed is lost.
 */
export interface JournalFormValues {
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
  content: '',
  mood: String(DEFAULT_MOOD),
  tags: '[]',
  highlights: '[]',
  gratitude: '[]',
  tagDraft: '',
  highlightDraft: '',
  gratitudeDraft: '',
};

export function journalFormFrom(entry: JournalEntry): JournalFormValues {
  return {
    ...emptyJournalForm,
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

/** What the schema reads: the text exactly as typed, the mood as a number, each list with its unsaved draft added. */
export function journalFormInput(values: JournalFormValues): unknown {
  return {
    content: values.content,
    mood: Number(values.mood),
    tags: addTag(readList(values.tags), values.tagDraft),
    highlights: addItem(readList(values.highlights), values.highlightDraft),
    gratitude: addItem(readList(values.gratitude), values.gratitudeDraft),
  };
}

/** True when the form holds something the person would lose by closing it. */
export function isJournalFormDirty(values: JournalFormValues, initial: JournalFormValues): boolean {
  return (Object.keys(values) as Array<keyof JournalFormValues>).some((key) => values[key] !== initial[key]);
}

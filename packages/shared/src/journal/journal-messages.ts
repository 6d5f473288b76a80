import {
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_ITEM_MAX_LENGTH,
  JOURNAL_MAX_ITEMS,
  JOURNAL_MAX_TAGS,
  JOURNAL_SEARCH_MAX_LENGTH,
  JOURNAL_TAG_MAX_LENGTH,
  MOOD_FACTOR_MAX_LENGTH,
  MOOD_LOG_NOTES_MAX_LENGTH,
  MOOD_MAX,
  MOOD_MAX_FACTORS,
  MOOD_MIN,
} from './journal-constants';

// Field and error messages of the journal and mood check-ins. The spec shows none (blank text is
// ignored by the form), so these are ours: short, saying what to do, and naming the unit of a limit.
export const JOURNAL_MESSAGES = {
  contentRequired: 'Write something in your entry',
  contentTooLong: `An entry must be at most ${JOURNAL_CONTENT_MAX_LENGTH} characters`,
  moodInvalid: `Mood must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}`,
  tagTooLong: `Each tag must be at most ${JOURNAL_TAG_MAX_LENGTH} characters`,
  tooManyTags: `An entry can have at most ${JOURNAL_MAX_TAGS} tags`,
  highlightTooLong: `Each highlight must be at most ${JOURNAL_ITEM_MAX_LENGTH} characters`,
  tooManyHighlights: `An entry can have at most ${JOURNAL_MAX_ITEMS} highlights`,
  gratitudeTooLong: `Each gratitude item must be at most ${JOURNAL_ITEM_MAX_LENGTH} characters`,
  tooManyGratitude: `An entry can have at most ${JOURNAL_MAX_ITEMS} gratitude items`,
  invalidExpectedUpdatedAt: 'expectedUpdatedAt must be the entry’s updatedAt timestamp',
  entryNotFound: 'Entry not found',
  staleEntry: 'This entry was changed elsewhere while you were editing. Your text is still here: save again to keep your version.',
  searchTooLong: `Search must be at most ${JOURNAL_SEARCH_MAX_LENGTH} characters`,
  tagFilterTooLong: `Tag must be at most ${JOURNAL_TAG_MAX_LENGTH} characters`,
  invalidCursor: 'The page cursor is not valid: use the nextCursor of the previous page',
  // docs/product/journal.md "Months and on this day" (issue 18).
  invalidMonth: 'Month must be a year and month, such as 2027-03',
  createdAtInvalid: 'Written at must be a date and time with a time zone, such as 2026-03-10T21:30:00Z',
  createdAtInFuture: 'An entry cannot be dated in the future',
  // The entry form's 'Date' and 'Time' (docs/product/journal.md "Back-dating").
  writtenDateRequired: 'Choose the date of the entry',
  writtenTimeRequired: 'Choose the time of the entry',
  invalidNewId: 'id must be a UUID (or left out: the server picks one)',
  entryIdTaken: 'An entry with this id already exists.',
} as const;

export const MOOD_LOG_MESSAGES = {
  valueInvalid: `Mood must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}`,
  notesTooLong: `Notes must be at most ${MOOD_LOG_NOTES_MAX_LENGTH} characters`,
  factorTooLong: `Each factor must be at most ${MOOD_FACTOR_MAX_LENGTH} characters`,
  tooManyFactors: `A check-in can have at most ${MOOD_MAX_FACTORS} factors`,
  loggedAtInvalid: 'Logged at must be a date and time with a time zone, such as 2026-03-10T09:30:00Z',
  loggedAtInFuture: 'Logged at cannot be in the future',
  idTaken: 'A check-in with this id already exists.',
  moodLogNotFound: 'Mood check-in not found',
} as const;

import { z } from '../zod';
import { safeString } from '../text/safe-text';
import {
  DEFAULT_MOOD,
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
import { decodeJournalCursor } from './journal-cursor';
import { normalizeItems, normalizeTags } from './journal-items';
import { JOURNAL_MESSAGES, MOOD_LOG_MESSAGES } from './journal-messages';

/** A whole number from 1 to 10 (docs/product/journal.md "Mood"). */
const moodSchema = (message: string) => z.int({ error: message }).min(MOOD_MIN, message).max(MOOD_MAX, message);

/**
 * docs/product/journal.md "Entry": the text is kept exactly as written (no trimming, newlines and
 * inner spaces kept); blank text is refused, the form never sends it (docs/product/journal.md "Entry form").
 */
export const journalContentSchema = safeString('Entry', JOURNAL_MESSAGES.contentRequired)
  .max(JOURNAL_CONTENT_MAX_LENGTH, JOURNAL_MESSAGES.contentTooLong)
  .refine((content) => content.trim() !== '', JOURNAL_MESSAGES.contentRequired);

interface ListRules {
  label: string;
  itemMaxLength: number;
  itemTooLong: string;
  max: number;
  tooMany: string;
  normalize: (list: readonly string[]) => string[];
}

/**
 * A list of short texts (tags, highlights, gratitude, factors): each trimmed and at most so long;
 * blanks dropped (and, for tags, repeats in any case) as the form does, then at most `max` of them.
 */
function textList({ label, itemMaxLength, itemTooLong, max, tooMany, normalize }: ListRules) {
  const item = safeString(label).trim().max(itemMaxLength, itemTooLong);
  return z
    .array(item, { error: `${label} must be a list of text` })
    .transform((list) => normalize(list))
    .refine((list) => list.length <= max, tooMany);
}

const tagsSchema = textList({
  label: 'Tags',
  itemMaxLength: JOURNAL_TAG_MAX_LENGTH,
  itemTooLong: JOURNAL_MESSAGES.tagTooLong,
  max: JOURNAL_MAX_TAGS,
  tooMany: JOURNAL_MESSAGES.tooManyTags,
  normalize: normalizeTags,
});
const highlightsSchema = textList({
  label: 'Highlights',
  itemMaxLength: JOURNAL_ITEM_MAX_LENGTH,
  itemTooLong: JOURNAL_MESSAGES.highlightTooLong,
  max: JOURNAL_MAX_ITEMS,
  tooMany: JOURNAL_MESSAGES.tooManyHighlights,
  normalize: normalizeItems,
});
const gratitudeSchema = textList({
  label: 'Gratitude',
  itemMaxLength: JOURNAL_ITEM_MAX_LENGTH,
  itemTooLong: JOURNAL_MESSAGES.gratitudeTooLong,
  max: JOURNAL_MAX_ITEMS,
  tooMany: JOURNAL_MESSAGES.tooManyGratitude,
  normalize: normalizeItems,
});

/** Body of POST /api/journal. Omitted fields take their defaults: mood 5, no tags, highlights or gratitude. */
/** A new row's id chosen by the client: a change made offline names it before it is saved (docs/product/offline.md). */
const newRowIdSchema = z.uuid({ error: JOURNAL_MESSAGES.invalidNewId });

/**
 * When an entry was written (docs/product/journal.md "Back-dating"): an instant with its offset; never in
 * the future, which the server checks against its clock (isWrittenInFuture).
 */
const writtenAtSchema = z.iso.datetime({ offset: true, error: JOURNAL_MESSAGES.createdAtInvalid });

export const createJournalEntryRequestSchema = z.strictObject({
  id: newRowIdSchema.optional(),
  content: journalContentSchema,
  mood: moodSchema(JOURNAL_MESSAGES.moodInvalid).default(DEFAULT_MOOD),
  tags: tagsSchema.default([]),
  highlights: highlightsSchema.default([]),
  gratitude: gratitudeSchema.default([]),
  /** When the entry was written (docs/product/journal.md "Back-dating"): now when omitted. */
  createdAt: writtenAtSchema.optional(),
});
export type CreateJournalEntryRequest = z.output<typeof createJournalEntryRequestSchema>;

/**
 * Body of PATCH /api/journal/:id: the whole form, plus the updatedAt it was opened with
 * (docs/product/journal.md "Edits from two places"), and the entry's date and time when they change.
 */
export const updateJournalEntryRequestSchema = z.strictObject({
  content: journalContentSchema,
  mood: moodSchema(JOURNAL_MESSAGES.moodInvalid),
  tags: tagsSchema,
  highlights: highlightsSchema,
  gratitude: gratitudeSchema,
  /**
   * Moves the entry to another date and time (docs/product/journal.md "Back-dating"); left out, the entry
   * keeps its time (older clients and edits queued offline send none).
   */
  createdAt: writtenAtSchema.optional(),
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: JOURNAL_MESSAGES.invalidExpectedUpdatedAt }),
});
export type UpdateJournalEntryRequest = z.output<typeof updateJournalEntryRequestSchema>;

/** A query parameter left empty is the same as one not sent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The query of GET /api/journal (docs/product/journal.md "Search and tag filter", "Pages"): `q`
 * searches the text and the tags, `tag` keeps entries with that tag, `cursor` is the previous page's
 * nextCursor. Other parameters are ignored.
 */
export const journalListQuerySchema = z.object({
  // docs/product/journal.md "Months and on this day": the entries of one local month.
  month: z.preprocess(blankToUndefined, z.string({ error: JOURNAL_MESSAGES.invalidMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, JOURNAL_MESSAGES.invalidMonth).optional()),
  q: z.preprocess(blankToUndefined, safeString('Search').trim().max(JOURNAL_SEARCH_MAX_LENGTH, JOURNAL_MESSAGES.searchTooLong).optional()),
  tag: z.preprocess(blankToUndefined, safeString('Tag').trim().max(JOURNAL_TAG_MAX_LENGTH, JOURNAL_MESSAGES.tagFilterTooLong).optional()),
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string({ error: JOURNAL_MESSAGES.invalidCursor })
      .transform((text, ctx) => {
        const cursor = decodeJournalCursor(text);
        if (cursor) return cursor;
        ctx.addIssue({ code: 'custom', message: JOURNAL_MESSAGES.invalidCursor });
        return z.NEVER;
      })
      .optional(),
  ),
});
export type JournalListQuery = z.output<typeof journalListQuerySchema>;

const factorsSchema = textList({
  label: 'Factors',
  itemMaxLength: MOOD_FACTOR_MAX_LENGTH,
  itemTooLong: MOOD_LOG_MESSAGES.factorTooLong,
  max: MOOD_MAX_FACTORS,
  tooMany: MOOD_LOG_MESSAGES.tooManyFactors,
  normalize: normalizeTags,
});

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * Body of POST /api/moods (docs/product/moods.md "Check-in"): a value, optional notes and factors,
 * and when it was felt (now when omitted; never in the future, which the server checks).
 */
export const createMoodLogRequestSchema = z.strictObject({
  id: newRowIdSchema.optional(),
  value: moodSchema(MOOD_LOG_MESSAGES.valueInvalid),
  notes: z.preprocess(emptyToNull, safeString('Notes').trim().max(MOOD_LOG_NOTES_MAX_LENGTH, MOOD_LOG_MESSAGES.notesTooLong).nullable()).default(null),
  factors: factorsSchema.default([]),
  loggedAt: z.iso.datetime({ offset: true, error: MOOD_LOG_MESSAGES.loggedAtInvalid }).optional(),
});
export type CreateMoodLogRequest = z.output<typeof createMoodLogRequestSchema>;

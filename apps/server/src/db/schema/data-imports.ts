import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { isoTimestamp } from './columns';
import { ownerId } from './owner-column';

/**
 * docs/product/data.md "Import": what makes importing the same file twice add nothing the second time.
 * One row per row an import added (or found already there): the row's source key in its file (the
 * archive's own id, or a hash of a foreign row) and the row it became. The primary key is the claim:
 * two imports of the same file at the same moment, on one instance or two, add each row once.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    userId: ownerId(),
    sourceKey: text('source_key').notNull(),
    rowId: uuid('row_id').notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sourceKey] })],
);

/**
 * docs/product/data.md "Import": a read and checked file waiting for the person to confirm its preview,
 * so a large file is uploaded once. At most DRAFTS_KEPT per person (the oldest goes), gone once
 * committed or cancelled, purged when it expires (an hour).
 */
export const importDrafts = pgTable(
  'import_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** The checked batch, as JSON (areas/data/import-batch.ts). */
    batch: text('batch').notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    expiresAt: isoTimestamp('expires_at').notNull(),
  },
  (table) => [index('import_drafts_user_id_idx').on(table.userId), index('import_drafts_expires_at_idx').on(table.expiresAt)],
);

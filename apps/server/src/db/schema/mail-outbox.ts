import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export type MailStatus = 'pending' | 'sent' | 'failed';

/** Transactional outbox: a row per e-mail, delivered once by the worker (src/mail/outbox-worker.ts). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

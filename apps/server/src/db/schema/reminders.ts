import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';
import { isoTimestamp, oneOf, timeOfDayCheck } from './columns';
import { ownerId } from './owner-column';

// docs/product/reminders.md: the devices a person's reminders go to, their settings, and the record of
// every reminder sent, which is also the claim that makes each go out once (docs/decisions/019-reminders-web-push.md).

/**
 * docs/product/reminders.md "Devices": a browser's push subscription. The endpoint is the push service's
 * address for that browser: unique, so the same browser registering again (or under another account)
 * is the same row. It belongs to the session that registered it: signing that session out (or any end
 * of it) stops the reminders on that browser, so the next person on a shared computer never sees them.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    name: text('name').notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    lastSuccessAt: isoTimestamp('last_success_at'),
  },
  (table) => [index('push_devices_user_id_idx').on(table.userId, table.createdAt), index('push_devices_session_id_idx').on(table.sessionId)],
);

/**
 * docs/product/reminders.md "E-mail fallback", "Quiet hours": one row per person who changed a setting
 * or registered a device. time_zone is the zone of the browser that last did, for a person whose
 * profile zone is 'Automatic' (the scheduler has no request to read it from).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailFallback: boolean('email_fallback').notNull().default(false),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    timeZone: text('time_zone'),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('reminder_settings_quiet_start_check', timeOfDayCheck(table.quietStart)),
    check('reminder_settings_quiet_end_check', timeOfDayCheck(table.quietEnd)),
    check('reminder_settings_quiet_hours_check', sql`(${table.quietStart} is null) = (${table.quietEnd} is null) and (${table.quietStart} is null or ${table.quietStart} <> ${table.quietEnd})`),
  ],
);

export const REMINDER_KINDS = ['task', 'habit'] as const;
export const DELIVERY_STATES = ['claimed', 'sent', 'skipped'] as const;
export const DELIVERY_CHANNELS = ['push', 'email', 'none'] as const;

/**
 * One row per reminder that came due: the primary key (user_id, reminder_key) is the claim. The key
 * names the reminder and its time ('task:<id>:<fire time ISO>', 'habit:<id>:<local date>T<HH:MM>',
 * 'snooze:<delivery id>'), so an instance inserts the row before sending and only the one whose
 * insert went in sends. A claim still 'claimed' after two minutes (its process died mid-send) may be
 * taken again. Only the SHA-256 of the action token is kept (docs/product/reminders.md "Actions").
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: ownerId(),
    reminderKey: text('reminder_key').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** The task's or the habit's id (no foreign key: the record outlives a purged task). */
    itemId: uuid('item_id').notNull(),
    /** A habit reminder's local date and time ('YYYY-MM-DDTHH:MM'); null for a task. */
    slot: text('slot'),
    /** When it was due to go out (after quiet hours). */
    dueAt: isoTimestamp('due_at').notNull(),
    state: text('state', { enum: DELIVERY_STATES }).notNull(),
    claimedAt: isoTimestamp('claimed_at').notNull(),
    sentAt: isoTimestamp('sent_at'),
    latenessSeconds: integer('lateness_seconds'),
    channel: text('channel', { enum: DELIVERY_CHANNELS }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: isoTimestamp('token_expires_at'),
    usedAt: isoTimestamp('used_at'),
  },
  (table) => [
    primaryKey({ name: 'reminder_deliveries_pkey', columns: [table.userId, table.reminderKey] }),
    index('reminder_deliveries_claimed_at_idx').on(table.claimedAt),
    check('reminder_deliveries_kind_check', oneOf(table.kind, REMINDER_KINDS)),
    check('reminder_deliveries_state_check', oneOf(table.state, DELIVERY_STATES)),
    check('reminder_deliveries_channel_check', oneOf(table.channel, DELIVERY_CHANNELS, { nullable: true })),
  ],
);

/** docs/product/reminders.md "Actions": 'Snooze 10 min' asks for the same reminder again; the scheduler delivers it like the others. */
export const reminderSnoozes = pgTable(
  'reminder_snoozes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .unique()
      .references(() => reminderDeliveries.id, { onDelete: 'cascade' }),
    fireAt: isoTimestamp('fire_at').notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [index('reminder_snoozes_fire_at_idx').on(table.fireAt)],
);

/**
 * Keys the server makes once and every instance shares: the VAPID key pair ('vapid'), written with
 * INSERT … ON CONFLICT DO NOTHING and read back, so instances starting together agree on one.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: isoTimestamp('created_at').notNull().defaultNow(),
});

import { eq, inArray } from 'drizzle-orm';
import type { QuietHours, WeekStart } from '@cadence/shared';
import type { Db } from '../../db/client';
import { profiles, reminderSettings, users } from '../../db/schema';

// SQL of reminder_settings (docs/product/reminders.md "E-mail fallback", "Quiet hours"), and the
// person's details the scheduler needs (their zone, week, address), read through their owner keys.

export interface StoredReminderSettings {
  emailFallback: boolean;
  quietHours: QuietHours | null;
}

function quietHoursOf(row: { quietStart: string | null; quietEnd: string | null }): QuietHours | null {
  return row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null;
}

export async function findSettings(db: Db, userId: string): Promise<StoredReminderSettings> {
  const [row] = await db
    .select({ emailFallback: reminderSettings.emailFallback, quietStart: reminderSettings.quietStart, quietEnd: reminderSettings.quietEnd })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ? { emailFallback: row.emailFallback, quietHours: quietHoursOf(row) } : { emailFallback: false, quietHours: null };
}

/** Writes what changed (undefined: kept) and the zone of the browser that changed it. */
export async function putSettings(db: Db, userId: string, change: { emailFallback?: boolean | undefined; quietHours?: QuietHours | null | undefined; timeZone: string; now: string }): Promise<StoredReminderSettings> {
  const set = {
    timeZone: change.timeZone,
    updatedAt: change.now,
    ...(change.emailFallback === undefined ? {} : { emailFallback: change.emailFallback }),
    ...(change.quietHours === undefined ? {} : { quietStart: change.quietHours?.start ?? null, quietEnd: change.quietHours?.end ?? null }),
  };
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: reminderSettings.userId, set })
    .returning({ emailFallback: reminderSettings.emailFallback, quietStart: reminderSettings.quietStart, quietEnd: reminderSettings.quietEnd });
  return { emailFallback: row!.emailFallback, quietHours: quietHoursOf(row!) };
}

/** What the scheduler knows of a person: where their days are, how to hold and where to mail a reminder. */
export interface ReminderPerson {
  userId: string;
  email: string;
  name: string;
  /** The profile's zone, else the one last seen with their reminder settings; may be null or unknown (then UTC). */
  timeZone: string | null;
  weekStart: WeekStart;
  emailFallback: boolean;
  quietHours: QuietHours | null;
}

export async function reminderPeople(db: Db, userIds: readonly string[]): Promise<Map<string, ReminderPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      profileZone: profiles.timeZone,
      weekStart: profiles.weekStart,
      seenZone: reminderSettings.timeZone,
      emailFallback: reminderSettings.emailFallback,
      quietStart: reminderSettings.quietStart,
      quietEnd: reminderSettings.quietEnd,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        userId: row.userId,
        email: row.email,
        name: row.name,
        timeZone: row.profileZone ?? row.seenZone,
        weekStart: row.weekStart ?? 'sunday',
        emailFallback: row.emailFallback ?? false,
        quietHours: quietHoursOf({ quietStart: row.quietStart, quietEnd: row.quietEnd }),
      },
    ]),
  );
}

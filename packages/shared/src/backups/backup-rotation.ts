import { addDays, dayNumber, weekdayOf } from '../calendar/calendar-days';
import { BACKUP_KEEP_POLICY, BACKUP_MAX_AGE_MS, type BackupKeepPolicy } from './backup-constants';

// docs/product/backups.md "What is kept". Days and weeks are counted in UTC: the backups are the
// machine's, not one person's, and a rule in UTC cannot be moved by a change of the clocks.

export interface DatedBackup {
  /** When the backup was made (an ISO instant). */
  createdAt: string;
}

export interface BackupRotation<T extends DatedBackup> {
  /** Newest first. */
  keep: T[];
  /** Newest first. */
  remove: T[];
}

/** The Monday that starts the ISO week holding `date` ('YYYY-MM-DD'). */
export function isoWeekStartOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

const utcDateOf = (backup: DatedBackup) => new Date(backup.createdAt).toISOString().slice(0, 10);

/**
 * Which backups stay and which go: the newest backup of each of the `daily` most recent UTC days that
 * have one, then the newest of each of the `weekly` most recent ISO weeks before the week of the
 * oldest daily one. The newest backup always stays; applying the rule to what it keeps keeps it all.
 */
export function planBackupRotation<T extends DatedBackup>(backups: readonly T[], policy: BackupKeepPolicy = BACKUP_KEEP_POLICY): BackupRotation<T> {
  const newestFirst = [...backups].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const kept = new Set<T>();

  const days = new Set<string>();
  for (const backup of newestFirst) {
    const day = utcDateOf(backup);
    if (days.has(day) || days.size >= policy.daily) continue;
    days.add(day);
    kept.add(backup);
  }

  if (days.size > 0) {
    const oldestDailyWeek = dayNumber(isoWeekStartOf([...days].at(-1)!));
    const weeks = new Set<string>();
    for (const backup of newestFirst) {
      const week = isoWeekStartOf(utcDateOf(backup));
      if (dayNumber(week) >= oldestDailyWeek || weeks.has(week) || weeks.size >= policy.weekly) continue;
      weeks.add(week);
      kept.add(backup);
    }
  }

  return { keep: newestFirst.filter((backup) => kept.has(backup)), remove: newestFirst.filter((backup) => !kept.has(backup)) };
}

/**
 * docs/product/backups.md "When": a backup is due when none was made in the last day. One dated after
 * `now` (the clock was turned back) does not count, or backups would stop until the clock caught up.
 */
export function isBackupDue(backups: readonly DatedBackup[], now: Date, maxAgeMs = BACKUP_MAX_AGE_MS): boolean {
  return !backups.some((backup) => {
    const age = now.getTime() - Date.parse(backup.createdAt);
    return age >= 0 && age < maxAgeMs;
  });
}

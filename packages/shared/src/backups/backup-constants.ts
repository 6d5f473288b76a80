// docs/product/backups.md "What is kept": how many automatic backups stay in DATA_DIR/backups.

/** The newest backup of each of the last 7 days that have one. */
export const BACKUP_KEEP_DAILY = 7;
/** Then the newest of each of the 4 weeks (ISO weeks, Monday to Sunday) before those days. */
export const BACKUP_KEEP_WEEKLY = 4;
/** docs/product/backups.md "When": a backup is made when the newest is this old, checked at start-up and then every hour. */
export const BACKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const BACKUP_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface BackupKeepPolicy {
  daily: number;
  weekly: number;
}

export const BACKUP_KEEP_POLICY: BackupKeepPolicy = { daily: BACKUP_KEEP_DAILY, weekly: BACKUP_KEEP_WEEKLY };

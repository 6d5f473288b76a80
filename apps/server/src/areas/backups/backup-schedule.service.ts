import { BACKUP_CHECK_INTERVAL_MS, isBackupDue } from '@cadence/shared';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import { megabytes } from './backup-control-channel';
import type { BackupFile } from './backup-folder.repository';
import type { SnapshotResult } from './backup-snapshot.service';

// docs/product/backups.md "When": at start-up, a backup when the newest is a day old (or there is none);
// then the same check every hour. It runs in the process that holds the data folder (embedded mode only).

export interface BackupSchedule {
  /** Stops the checks and waits for a backup in progress. */
  stop(): Promise<void>;
  /** Runs one check now (tests). */
  checkNow(): Promise<void>;
}

export interface BackupScheduleOptions {
  snapshot: () => Promise<SnapshotResult>;
  list: () => Promise<BackupFile[]>;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = async () => {
    if (!isBackupDue(await options.list(), options.clock.now())) return;
    try {
      const backup = await options.snapshot();
      // One line, with the file's name but no path: the log may be shared, the folder is the owner's.
      options.logger.info({ backup: backup.name, sizeMb: megabytes(backup.bytes), pausedMs: backup.pausedMs, ms: backup.totalMs, kept: backup.kept, removed: backup.removed }, 'automatic backup made');
    } catch (error) {
      options.logger.error({ reason: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'automatic backup failed; the next check is in an hour');
    }
  };
  const checkNow = () => {
    if (stopped) return Promise.resolve();
    running ??= check()
      .catch((error: unknown) => options.logger.error({ reason: error instanceof Error ? error.message : String(error) }, 'the backup check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void checkNow(), options.intervalMs ?? BACKUP_CHECK_INTERVAL_MS);
  timer.unref();
  void checkNow();

  return {
    checkNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

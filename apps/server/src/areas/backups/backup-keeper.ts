import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { EmbeddedDatabase } from '../../db/embedded/open-embedded';
import { type ControlChannel, serveBackupRequests } from './backup-control-channel';
import { backupFolderOf, listBackups } from './backup-folder.repository';
import { type BackupSchedule, startBackupSchedule } from './backup-schedule.service';
import { createSnapshotter, type Snapshotter } from './backup-snapshot.service';

// The embedded database's backups as a capability (docs/architecture.md "Seams"): main.ts makes one for
// the database it opened and hands it to the app, which starts it with its clock and logger and stops it
// before the database closes. It holds the snapshot function, the daily schedule and the control channel.

export interface BackupKeeper {
  start(deps: { clock: Clock; logger: Logger }): void;
  /** Stops the schedule and the channel, waiting for a backup in progress. */
  stop(): Promise<void>;
}

export function createBackupKeeper(database: Pick<EmbeddedDatabase, 'client' | 'folder'>, options: { intervalMs?: number } = {}): BackupKeeper {
  let schedule: BackupSchedule | null = null;
  let channel: Promise<ControlChannel | null> = Promise.resolve(null);
  let snapshot: Snapshotter | null = null;
  return {
    start({ clock, logger }) {
      snapshot = createSnapshotter({ client: database.client, dataDir: database.folder.dataDir, databaseDir: database.folder.databaseDir }, clock);
      const folder = backupFolderOf(database.folder.dataDir);
      channel = serveBackupRequests({ dataDir: database.folder.dataDir, snapshot, logger }).catch((error: unknown) => {
        // The app serves on; only `npm run backup` cannot reach it (it says so). Automatic backups go on.
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the backup control channel could not start: `npm run backup` will not work while Cadence runs');
        return null;
      });
      schedule = startBackupSchedule({ snapshot, list: () => listBackups(folder), clock, logger, intervalMs: options.intervalMs });
    },
    async stop() {
      await (await channel)?.close();
      await schedule?.stop();
      await snapshot?.settled();
    },
  };
}

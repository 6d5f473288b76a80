import { BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY, type BackupStatus } from '@cadence/shared';
import type { BackupsContext } from './backup-context';
import { listBackups } from './backup-folder.repository';

/**
 * docs/product/backups.md "Where a person sees it": when this Cadence's data was last backed up and how
 * many backups are kept. One database holds every account on the machine, so this is the same for
 * everyone signed in, and says nothing of anyone's data, nor where the files are.
 */
export async function getBackupStatus(ctx: BackupsContext): Promise<BackupStatus> {
  if (ctx.backupFolder === null) return { mode: 'postgres' };
  const backups = await listBackups(ctx.backupFolder);
  return { mode: 'embedded', lastBackupAt: backups[0]?.createdAt ?? null, kept: backups.length, keepDaily: BACKUP_KEEP_DAILY, keepWeekly: BACKUP_KEEP_WEEKLY };
}

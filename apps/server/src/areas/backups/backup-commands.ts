import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Clock } from '../../clock';
import { DataFolderInUseError, dataFolderHolder } from '../../db/embedded/data-folder-lock';
import { openEmbeddedDatabase } from '../../db/embedded/open-embedded';
import { StartupError } from '../../startup-error';
import { BackupArchiveError } from './backup-archive.repository';
import { askForBackup, megabytes } from './backup-control-channel';
import { backupFolderOf, listBackups } from './backup-folder.repository';
import { restoreBackup } from './backup-restore.service';
import { type SnapshotResult, takeSnapshot } from './backup-snapshot.service';
import { pgDumpCommand, pgRestoreCommand } from './postgres-backup-commands';

// `npm run backup` and `npm run restore FILE` (docs/product/backups.md): what they do and what they say.
// Every refusal is one sentence a person can act on; nothing is changed by a refused command.

export interface CommandSettings {
  /** DATA_DIR, resolved as the app resolves it. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the person typed the command (npm runs scripts from the project's root; INIT_CWD is theirs). */
  workingDir: string;
  clock: Clock;
}

export interface CommandOutcome {
  ok: boolean;
  /** What to print: on stdout when ok, on stderr otherwise. */
  message: string;
}

/** The settings from the environment, as config.ts reads DATA_DIR and DATABASE_URL. */
export function commandSettingsFrom(env: Record<string, string | undefined>, clock: Clock): CommandSettings {
  return {
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    workingDir: env.INIT_CWD || process.cwd(),
    clock,
  };
}

const refused = (message: string): CommandOutcome => ({ ok: false, message });

export async function runBackupCommand(settings: CommandSettings): Promise<CommandOutcome> {
  const { dataDir, databaseUrl, clock } = settings;
  if (databaseUrl) {
    return refused(
      `Cadence keeps its data on the PostgreSQL server of DATABASE_URL, whose backups are made with pg_dump, not by Cadence. For example:\n  ${pgDumpCommand(databaseUrl, clock.now().toISOString().slice(0, 10))}`,
    );
  }
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return refused(`There is no Cadence database in ${dataDir} to back up (set DATA_DIR to the data folder Cadence uses).`);

  let backup: SnapshotResult | 'nobody';
  try {
    backup = await askForBackup(dataDir);
  } catch (error) {
    return refused(`The running Cadence could not make the backup: ${sentenceOf(error)}`);
  }
  if (backup !== 'nobody') return { ok: true, message: describeBackup(dataDir, backup, await holderWords(dataDir)) };

  try {
    const database = await openEmbeddedDatabase(dataDir);
    try {
      backup = await takeSnapshot({ client: database.client, dataDir, databaseDir: database.folder.databaseDir }, clock);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      return refused(`A Cadence (${holderOf(error)}) holds ${dataDir} but did not take the backup request: it may still be starting, so try again in a moment, or stop it and run npm run backup again.`);
    }
    if (error instanceof StartupError) return refused(error.message);
    return refused(`The backup failed: ${sentenceOf(error)}`);
  }
  return { ok: true, message: describeBackup(dataDir, backup, null) };
}

export async function runRestoreCommand(settings: CommandSettings, fileArgument: string | undefined): Promise<CommandOutcome> {
  const { dataDir, databaseUrl, clock } = settings;
  if (databaseUrl) {
    return refused(
      `Cadence keeps its data on the PostgreSQL server of DATABASE_URL, which is restored with pg_restore, not by Cadence. For example:\n  ${pgRestoreCommand(databaseUrl, fileArgument ?? 'cadence-YYYY-MM-DD.dump')}`,
    );
  }
  if (!fileArgument) return refused(`Say which backup to restore: npm run restore FILE.${await availableBackups(dataDir)}`);
  const file = resolve(settings.workingDir, fileArgument);
  if (!existsSync(file)) return refused(`There is no file at ${file}.${await availableBackups(dataDir)}`);
  if (!statSync(file).isFile()) return refused(`${file} is a folder, not a backup file.${await availableBackups(dataDir)}`);

  try {
    const result = await restoreBackup({ dataDir, file, clock });
    const aside = result.keptAside
      ? `The data it replaced is in ${result.keptAside}: delete that folder once you are sure you do not need it.`
      : 'There was no database there before, so nothing was replaced.';
    return {
      ok: true,
      message:
        `Restored the backup made ${result.backupCreatedAt} (${file}) into ${join(dataDir, 'pglite')}, after checking it: it opens, it is Cadence's (${result.verified.migrations} migrations), ` +
        `and amcheck found its ${result.verified.tables} tables and ${result.verified.indexes} indexes clean. ${aside} Start Cadence again with npm start.`,
    };
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      return refused(`Cadence is running on ${dataDir} (${holderOf(error)}): stop it first, then run npm run restore again. Nothing was changed.`);
    }
    if (error instanceof BackupArchiveError) {
      const what = error.kind === 'foreign' ? 'is not a Cadence backup' : 'is damaged';
      return refused(`${file} ${what}: ${error.detail}. Nothing was changed.`);
    }
    if (error instanceof StartupError) return refused(error.message);
    return refused(`The restore failed, and nothing was changed: ${sentenceOf(error)}`);
  }
}

function describeBackup(dataDir: string, backup: SnapshotResult, maker: string | null): string {
  const by = maker ? `, made by the running Cadence (${maker})` : '';
  return (
    `Backup made: ${join(backupFolderOf(dataDir), backup.name)} (${megabytes(backup.bytes)} MB${by}). ` +
    `${backup.kept} ${backup.kept === 1 ? 'backup is' : 'backups are'} kept in ${backupFolderOf(dataDir)}; copy this one to another disk or machine to keep it safe from this disk's failure.`
  );
}

function holderOf(error: DataFolderInUseError): string {
  const holder = error.holder;
  if (!holder) return 'another process';
  return `process ${holder.pid}${holder.port ? `, serving on port ${holder.port}` : ''}`;
}

async function holderWords(dataDir: string): Promise<string | null> {
  const holder = await dataFolderHolder(dataDir).catch(() => null);
  if (!holder || holder === 'silent') return null;
  return `process ${holder.pid}${holder.port ? `, port ${holder.port}` : ''}`;
}

async function availableBackups(dataDir: string): Promise<string> {
  const backups = await listBackups(backupFolderOf(dataDir)).catch(() => []);
  if (backups.length === 0) return '';
  return ` The newest backups in ${backupFolderOf(dataDir)} are:\n${backups
    .slice(0, 5)
    .map((backup) => `  ${backup.name}`)
    .join('\n')}`;
}

function sentenceOf(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

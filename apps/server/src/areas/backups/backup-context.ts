import type { AreaContext } from '../../context/area-context';
import { backupFolderOf } from './backup-folder.repository';

/** What app.ts hands the backups area (docs/architecture.md "Seams"). */
export interface BackupsContext extends AreaContext {
  /** DATA_DIR/backups in embedded mode; null on a PostgreSQL server (DATABASE_URL), whose backups are its administrator's. */
  backupFolder: string | null;
}

/** Embedded mode keeps backups in DATA_DIR/backups; with DATABASE_URL there are none of Cadence's own. */
export function backupFolderFor(config: { databaseUrl: string | undefined; dataDir: string }): string | null {
  return config.databaseUrl ? null : backupFolderOf(config.dataDir);
}

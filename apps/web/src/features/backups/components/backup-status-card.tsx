import type { BackupStatus } from '@cadence/shared';
import { DatabaseBackup } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBackupStatus } from '../api/get-backup-status';
import { exactTime, timeAgo } from './backup-time';

const MINUTE_MS = 60_000;

/** Re-renders every minute, so '5 minutes ago' does not stay '5 minutes ago'. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The profile's Backups card (docs/product/backups.md "Where a person sees it"): when this Cadence's data
 * was last backed up, and how many backups are kept. The backups hold every account on this Cadence, so
 * the words say "this Cadence's data", not "your data".
 */
export function BackupStatusCard() {
  const status = useBackupStatus();

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <DatabaseBackup aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />
        Backups
      </h2>
      {status.isPending ? (
        <div className="mt-3 space-y-2" role="status">
          <span className="sr-only">Loading when this Cadence's data was last backed up…</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      ) : status.isError ? (
        <Alert tone="error" className="mt-3" action={<Button variant="secondary" onClick={() => void status.refetch()}>Try again</Button>}>
          We couldn't load when this Cadence's data was last backed up.
        </Alert>
      ) : (
        <BackupStatusText status={status.data} />
      )}
    </Card>
  );
}

function BackupStatusText({ status }: { status: BackupStatus }) {
  const now = useMinuteClock();
  if (status.mode === 'postgres') {
    return (
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        This Cadence keeps its data on a PostgreSQL server. Its backups are made by the database's administrator, with pg_dump.
      </p>
    );
  }
  const rule = `Cadence backs up this Cadence's data, every account on it, once a day on the machine that runs it, and keeps one backup for each of the last ${status.keepDaily} days and one for each of the ${status.keepWeekly} weeks before.`;
  if (status.lastBackupAt === null) {
    return (
      <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <p className="font-medium text-slate-900 dark:text-white">No backup yet: the first is made when Cadence next starts, or within the hour.</p>
        <p>{rule}</p>
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
      <p className="font-medium text-slate-900 dark:text-white">
        Last backup:{' '}
        <time dateTime={status.lastBackupAt}>
          {timeAgo(status.lastBackupAt, now)} ({exactTime(status.lastBackupAt)})
        </time>
      </p>
      <p>
        {status.kept === 1 ? '1 backup is kept.' : `${status.kept} backups are kept.`} {rule}
      </p>
    </div>
  );
}

// `npx tsx bench/backup-snapshot.ts [MB]`: what a backup of the embedded database costs (docs/decisions/010).
// Fills a fresh, migrated data folder with rows until the database is MB megabytes (50 by default), then measures a
// snapshot (how long queries wait, the whole time, the archive's size, the process's peak RSS above
// what it was before) and a restore of it (unpack, the amcheck proof, the swap). Removes its folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupFolderOf } from '../apps/server/src/areas/backups/backup-folder.repository';
import { restoreBackup } from '../apps/server/src/areas/backups/backup-restore.service';
import { takeSnapshot } from '../apps/server/src/areas/backups/backup-snapshot.service';
import { systemClock } from '../apps/server/src/clock';
import { openEmbeddedDatabase } from '../apps/server/src/db/embedded/open-embedded';
import { migrateDatabase } from '../apps/server/src/db/migrate';

const targetMb = Number(process.argv[2] ?? 50);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Runs `work`, sampling RSS every 5 ms; returns its result and the peak above the RSS at the start. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakAboveStartMb: number; startMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakAboveStartMb: mb(peak - start), startMb: mb(start) };
  } finally {
    clearInterval(timer);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-backup-'));
try {
  const database = await openEmbeddedDatabase(dataDir);
  await migrateDatabase(database);
  // Rows of text much like journal entries (about 1 kB each), added until the database has the size asked for.
  await database.client.exec(`create table bench_filler (id serial primary key, body text not null)`);
  const sizeNow = async () => Number((await database.client.query<{ bytes: string }>('select pg_database_size(current_database())::text as bytes')).rows[0]!.bytes);
  for (let done = 0; (await sizeNow()) < targetMb * 1024 * 1024; done += 2_000) {
    await database.client.exec(
      `insert into bench_filler (body) select string_agg(md5((i * 31 + j)::text) || ' ' || repeat('day ', 3), ' ') from generate_series(${done}, ${done + 1_999}) i, generate_series(1, 30) j group by i`,
    );
  }
  const databaseBytes = await sizeNow();

  // While the snapshot runs, a query every 10 ms: the longest wait is what a request would see.
  let longestWaitMs = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const asked = performance.now();
      await database.client.query('select 1');
      longestWaitMs = Math.max(longestWaitMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const snapshot = await withPeakRss(() => takeSnapshot({ client: database.client, dataDir, databaseDir: database.folder.databaseDir }, systemClock));
  probing = false;
  await probe;
  await database.close();

  const restoreStarted = performance.now();
  const restore = await withPeakRss(() => restoreBackup({ dataDir, file: join(backupFolderOf(dataDir), snapshot.result.name), clock: systemClock }));
  const restoreMs = Math.round(performance.now() - restoreStarted);

  console.log(
    JSON.stringify(
      {
        databaseMb: mb(databaseBytes),
        filesCopiedMb: mb(snapshot.result.databaseBytes),
        archiveMb: mb(snapshot.result.bytes),
        snapshot: { totalMs: snapshot.result.totalMs, queriesPausedMs: snapshot.result.pausedMs, longestQueryWaitMs: Math.round(longestWaitMs), rssBeforeMb: snapshot.startMb, peakRssAboveBeforeMb: snapshot.peakAboveStartMb },
        restore: { totalMs: restoreMs, verified: restore.result.verified, peakRssAboveBeforeMb: restore.peakAboveStartMb },
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

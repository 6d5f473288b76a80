import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestClock } from '../../testing/test-clock';
import type { BackupFile } from './backup-folder.repository';
import { startBackupSchedule } from './backup-schedule.service';
import type { SnapshotResult } from './backup-snapshot.service';

// docs/product/backups.md "When": at start-up when the newest backup is a day old, then checked hourly;
// each one logged in one line that names the file, never a path.

const DAY_SECONDS = 24 * 60 * 60;

function fakeBackups(clock: ReturnType<typeof createTestClock>) {
  const made: BackupFile[] = [];
  const snapshot = async (): Promise<SnapshotResult> => {
    const createdAt = clock.now().toISOString();
    const name = `cadence-backup-${createdAt.replace(/:/g, '-')}.tar.gz`;
    made.unshift({ name, createdAt, bytes: 3_000_000 });
    return { name, createdAt, bytes: 3_000_000, databaseBytes: 40_000_000, pausedMs: 120, totalMs: 900, kept: made.length, removed: 0 };
  };
  return { made, snapshot, list: async () => [...made] };
}

function capturedLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger('info', { write: (line: string) => void lines.push(line) }) };
}

describe('the backup schedule', () => {
  it('makes a backup at start-up when there is none, then one when the newest is a day old, and logs each in one line without a path', async () => {
    const clock = createTestClock(new Date('2026-03-16T09:00:00.000Z'));
    const backups = fakeBackups(clock);
    const { lines, logger } = capturedLogger();
    const schedule = startBackupSchedule({ snapshot: backups.snapshot, list: backups.list, clock, logger, intervalMs: 3_600_000 });
    try {
      await schedule.checkNow();
      expect(backups.made.map((backup) => backup.createdAt)).toEqual(['2026-03-16T09:00:00.000Z']);

      clock.advanceSeconds(DAY_SECONDS - 3600);
      await schedule.checkNow();
      expect(backups.made).toHaveLength(1);

      clock.advanceSeconds(3600);
      await schedule.checkNow();
      expect(backups.made.map((backup) => backup.createdAt)).toEqual(['2026-03-17T09:00:00.000Z', '2026-03-16T09:00:00.000Z']);

      expect(lines).toHaveLength(2);
      const line = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(line).toMatchObject({ msg: 'automatic backup made', backup: 'cadence-backup-2026-03-16T09-00-00.000Z.tar.gz', sizeMb: 2.9, kept: 1, removed: 0 });
      expect(lines.join('')).not.toMatch(/\/tmp|\/home|DATA_DIR|pglite/);
    } finally {
      await schedule.stop();
    }
  });

  it('makes none at start-up when the newest is less than a day old', async () => {
    const clock = createTestClock(new Date('2026-03-16T09:00:00.000Z'));
    const backups = fakeBackups(clock);
    backups.made.push({ name: 'cadence-backup-2026-03-15T10-00-00.000Z.tar.gz', createdAt: '2026-03-15T10:00:00.000Z', bytes: 1 });
    const { logger } = capturedLogger();
    const schedule = startBackupSchedule({ snapshot: backups.snapshot, list: backups.list, clock, logger });
    await schedule.checkNow();
    await schedule.stop();
    expect(backups.made).toHaveLength(1);
  });

  it('logs a failed backup as an error and tries again at the next check', async () => {
    const clock = createTestClock(new Date('2026-03-16T09:00:00.000Z'));
    const { lines, logger } = capturedLogger();
    let attempts = 0;
    const schedule = startBackupSchedule({
      snapshot: async () => {
        attempts += 1;
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
      list: async () => [],
      clock,
      logger,
    });
    await schedule.checkNow();
    clock.advanceSeconds(3600);
    await schedule.checkNow();
    await schedule.stop();
    expect(attempts).toBe(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: 'automatic backup failed; the next check is in an hour', reason: 'ENOSPC: no space left on device, write' });
  });

  it('stop waits for a backup in progress', async () => {
    const clock = createTestClock(new Date('2026-03-16T09:00:00.000Z'));
    let finished = false;
    const { logger } = capturedLogger();
    const schedule = startBackupSchedule({
      snapshot: async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished = true;
        return { name: 'x', createdAt: clock.now().toISOString(), bytes: 1, databaseBytes: 1, pausedMs: 1, totalMs: 1, kept: 1, removed: 0 };
      },
      list: async () => [],
      clock,
      logger,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await schedule.stop();
    expect(finished).toBe(true);
  });
});

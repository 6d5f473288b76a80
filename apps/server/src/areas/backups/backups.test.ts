import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY, backupStatusSchema } from '@cadence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { temporaryFolder, type TemporaryDataFolder } from '../../testing/embedded-data-folder';
import { signedInUser } from '../../testing/factories';
import { backupNameFor } from './backup-folder.repository';

// GET /api/backup-status: docs/product/backups.md "Where a person sees it".

let folder: TemporaryDataFolder;
let embedded: TestApp;
let postgres: TestApp;
beforeAll(async () => {
  folder = temporaryFolder('backup-status');
  embedded = await createTestApp({ config: { dataDir: folder.dataDir } });
  // The mode follows DATABASE_URL, as in production; the database under the test app does not matter here.
  postgres = await createTestApp({ config: { dataDir: folder.dataDir, databaseUrl: 'postgresql://cadence:secret@db.example:5432/cadence' } });
});
afterAll(async () => {
  await embedded.close();
  await postgres.close();
  folder.remove();
});

async function statusOf(t: TestApp) {
  const { cookie } = await signedInUser(t);
  const response = await t.request('/api/backup-status', { cookie });
  expect(response.status).toBe(200);
  return backupStatusSchema.parse(await response.json());
}

describe('GET /api/backup-status', () => {
  it('needs a session', async () => {
    expect((await embedded.request('/api/backup-status')).status).toBe(401);
  });

  it('before the first backup: no date, none kept, and the rule of what is kept', async () => {
    expect(await statusOf(embedded)).toEqual({ mode: 'embedded', lastBackupAt: null, kept: 0, keepDaily: BACKUP_KEEP_DAILY, keepWeekly: BACKUP_KEEP_WEEKLY });
  });

  it('says when the newest backup was made and how many there are, counting backups only', async () => {
    const backups = join(folder.dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    for (const at of ['2026-03-14T03:00:00.000Z', '2026-03-16T03:00:00.000Z', '2026-03-15T03:00:00.000Z']) writeFileSync(join(backups, backupNameFor(new Date(at))), 'archive');
    // Work in progress and other files are not backups.
    writeFileSync(join(backups, `.${backupNameFor(new Date('2026-03-17T03:00:00.000Z'))}.partial`), 'half');
    writeFileSync(join(backups, 'notes.txt'), 'mine');

    const status = await statusOf(embedded);
    expect(status).toEqual({ mode: 'embedded', lastBackupAt: '2026-03-16T03:00:00.000Z', kept: 3, keepDaily: BACKUP_KEEP_DAILY, keepWeekly: BACKUP_KEEP_WEEKLY });
  });

  it('never names a path or a file', async () => {
    const body = JSON.stringify(await statusOf(embedded));
    expect(body).not.toContain(folder.dataDir);
    expect(body).not.toContain('cadence-backup-');
  });

  it("on a PostgreSQL server says only that: backups are the database administrator's", async () => {
    expect(await statusOf(postgres)).toEqual({ mode: 'postgres' });
  });
});

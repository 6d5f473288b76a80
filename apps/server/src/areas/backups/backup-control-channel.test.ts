import { mkdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { temporaryFolder, type TemporaryDataFolder } from '../../testing/embedded-data-folder';
import { askForBackup, CONTROL_SOCKET_NAME, serveBackupRequests } from './backup-control-channel';
import type { SnapshotResult } from './backup-snapshot.service';

// docs/decisions/010: the running app makes the snapshot `npm run backup` asks for, through a socket
// file in DATA_DIR that only the folder's owner can reach.

const logger = createLogger('silent');
const result: SnapshotResult = { name: 'cadence-backup-2026-03-16T09-00-00.000Z.tar.gz', createdAt: '2026-03-16T09:00:00.000Z', bytes: 10, databaseBytes: 20, pausedMs: 1, totalMs: 2, kept: 1, removed: 0 };

let folders: TemporaryDataFolder[] = [];
afterEach(() => {
  for (const folder of folders) folder.remove();
  folders = [];
});

function dataFolder(): string {
  const folder = temporaryFolder('control');
  folders.push(folder);
  return folder.dataDir;
}

function rawExchange(path: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(path, () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the backup control channel', () => {
  it('answers a backup request with what the snapshot made', async () => {
    const dataDir = dataFolder();
    let asked = 0;
    const channel = await serveBackupRequests({ dataDir, snapshot: async () => (asked++, result), logger });
    try {
      expect(await askForBackup(dataDir)).toEqual(result);
      expect(asked).toBe(1);
    } finally {
      await channel.close();
    }
  });

  it('is a socket file inside DATA_DIR, which is the owner\'s only, and it goes when the channel closes', async () => {
    const dataDir = dataFolder();
    const channel = await serveBackupRequests({ dataDir, snapshot: async () => result, logger });
    const socket = join(dataDir, CONTROL_SOCKET_NAME);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(dataDir).mode & 0o077).toBe(0);
    await channel.close();
    expect(() => statSync(socket)).toThrow();
  });

  it('says nobody when no Cadence serves the folder, even with a dead process\'s socket file left behind', async () => {
    const dataDir = dataFolder();
    expect(await askForBackup(dataDir)).toBe('nobody');
    const channel = await serveBackupRequests({ dataDir, snapshot: async () => result, logger });
    // A process that ended by kill -9 leaves its socket file: a new holder replaces it.
    const again = await serveBackupRequests({ dataDir, snapshot: async () => result, logger });
    await again.close();
    await channel.close();
    expect(await askForBackup(dataDir)).toBe('nobody');
  });

  it('passes on the snapshot\'s failure as a sentence', async () => {
    const dataDir = dataFolder();
    const channel = await serveBackupRequests({ dataDir, snapshot: async () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })), logger });
    try {
      await expect(askForBackup(dataDir)).rejects.toThrow('The disk that holds DATA_DIR/backups is full: free some space (or remove old backups), then try again.');
    } finally {
      await channel.close();
    }
  });

  it('does nothing for any other request', async () => {
    const dataDir = dataFolder();
    let asked = 0;
    const channel = await serveBackupRequests({ dataDir, snapshot: async () => (asked++, result), logger });
    try {
      const socket = join(dataDir, CONTROL_SOCKET_NAME);
      expect(JSON.parse(await rawExchange(socket, '{"command":"restore","file":"/etc/passwd"}\n'))).toEqual({ ok: false, message: 'Cadence does not know this request.' });
      expect(JSON.parse(await rawExchange(socket, 'not json\n'))).toEqual({ ok: false, message: 'Cadence does not know this request.' });
      expect(await rawExchange(socket, 'x'.repeat(10_000))).toBe('');
      expect(asked).toBe(0);
    } finally {
      await channel.close();
    }
  });

  it('works for a data folder whose path is too long for a socket address', async () => {
    const dataDir = join(dataFolder(), 'a-folder-with-a-rather-long-name-to-pass-the-socket-limit', 'and-another-one-below-it-to-be-sure');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    expect(Buffer.byteLength(join(dataDir, CONTROL_SOCKET_NAME))).toBeGreaterThan(108);
    const channel = await serveBackupRequests({ dataDir, snapshot: async () => result, logger });
    try {
      expect(await askForBackup(dataDir)).toEqual(result);
    } finally {
      await channel.close();
    }
  });
});

import { statfsSync } from 'node:fs';
import type { Logger } from 'pino';

// docs/architecture.md "The embedded database": a full disk is an answer, never a hang (issue 25 §2).
// When the write-ahead log needed its next 16 MB segment on a disk with half a megabyte free, the
// embedded engine spun forever: no answer, no log line, deaf to SIGTERM. So writes are refused while
// the disk has less free than a few segments; refused writes answer 503 with Retry-After and say the
// disk is full, /api/ready says not ready, and writes go on by themselves once space is back.

/** How many WAL segments' worth of free space writes need: one for the next segment, the rest for table growth and a checkpoint. */
export const RESERVED_WAL_SEGMENTS = 3;
/** PostgreSQL's default, and PGlite's. */
export const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
/** A free-space reading is reused this long: statfs costs microseconds, but every write asks. */
const READING_TTL_MS = 250;

export interface DiskSpace {
  /** Bytes free to this process on the disk holding the data folder. */
  freeBytes: number;
  /** Writes are refused below this. */
  reserveBytes: number;
  /** False while free space is under the reserve. */
  writable: boolean;
}

export interface DiskSpaceGuard {
  /** The disk's state now (a reading at most 250 ms old). */
  now(): DiskSpace;
}

export interface DiskSpaceGuardOptions {
  folder: string;
  logger: Logger;
  reserveBytes?: number;
  /** Reads the free bytes (tests give a fake). */
  readFreeBytes?: (folder: string) => number;
  nowMs?: () => number;
}

export function freeBytesOf(folder: string): number {
  const stats = statfsSync(folder);
  return Number(stats.bavail) * Number(stats.bsize);
}

export function createDiskSpaceGuard(options: DiskSpaceGuardOptions): DiskSpaceGuard {
  const reserveBytes = options.reserveBytes ?? RESERVED_WAL_SEGMENTS * WAL_SEGMENT_BYTES;
  const readFreeBytes = options.readFreeBytes ?? freeBytesOf;
  const nowMs = options.nowMs ?? Date.now;
  let reading: DiskSpace | null = null;
  let readAt = 0;
  let wasWritable = true;

  return {
    now() {
      const at = nowMs();
      if (reading && at - readAt < READING_TTL_MS) return reading;
      let freeBytes: number;
      try {
        freeBytes = readFreeBytes(options.folder);
      } catch {
        // The folder cannot even be looked at: treat the disk as unusable until it can.
        freeBytes = 0;
      }
      reading = { freeBytes, reserveBytes, writable: freeBytes >= reserveBytes };
      readAt = at;
      if (reading.writable !== wasWritable) {
        wasWritable = reading.writable;
        const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
        if (reading.writable) options.logger.info({ freeMb: mb(freeBytes) }, 'disk space is back: writes are accepted again');
        else options.logger.error({ freeMb: mb(freeBytes), reserveMb: mb(reserveBytes), folder: options.folder }, 'the disk is nearly full: writes are refused until it has more free space');
      }
      return reading;
    },
  };
}

import { closeSync, fsyncSync, openSync } from 'node:fs';

/** Flushes a finished file's contents to disk before it is renamed into place. */
export function fsyncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

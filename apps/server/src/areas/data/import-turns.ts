import { createAdmissionQueue } from '../../http/admission-queue';
import { AppError } from '../../http/app-error';

/**
 * docs/product/data.md "Import": reading a file and writing it hold the whole file in memory (55 MB of
 * live heap for the heavy account's 11 MiB export, bench `export`), so imports take turns on an
 * instance, one at a time, each person's in order and people in rotation (the admission's own queue,
 * decision 009). A turn not come within IMPORT_MAX_WAIT_MS is refused with 503, in words.
 */
export const IMPORT_MAX_WAIT_MS = 30_000;
export const IMPORT_BUSY_MESSAGE = 'Another import is running on this server. Try again in a minute.';

export interface ImportTurns {
  /** Runs `work` once it is this person's turn. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
}

export function createImportTurns({ capacity = 1, maxWaitMs = IMPORT_MAX_WAIT_MS }: { capacity?: number; maxWaitMs?: number } = {}): ImportTurns {
  const queue = createAdmissionQueue<() => boolean>({ capacity, maxQueuedPerUser: 3 });
  const release = () => {
    for (let next = queue.release(); next; next = queue.release()) if (next()) return;
  };
  const turn = (userId: string) =>
    new Promise<void>((resolve, reject) => {
      const busy = () => new AppError('BUSY', IMPORT_BUSY_MESSAGE, { retryAfterSeconds: 60 });
      let waiting = true;
      const grant = () => {
        if (!waiting) return false;
        waiting = false;
        clearTimeout(timer);
        resolve();
        return true;
      };
      const outcome = queue.request(userId, grant);
      if (outcome === 'granted') {
        waiting = false;
        return resolve();
      }
      if (outcome === 'refused') return reject(busy());
      // Declared after the request: `grant` runs only on a later release, by when it is set.
      const timer = setTimeout(() => {
        waiting = false;
        if (queue.withdraw(userId, grant)) reject(busy());
      }, maxWaitMs);
    });
  return {
    async run(userId, work) {
      await turn(userId);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

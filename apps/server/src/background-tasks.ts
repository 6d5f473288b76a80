import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for: the answer goes out first, the work runs right after.
 * Auth endpoints use it so that an answer takes the same time whether or not an account exists
 * (issue 6 §9: the work differs, the answer does not wait for it).
 */
export interface BackgroundTasks {
  /** Starts `task` once the current request has been answered; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (tests; shutdown). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

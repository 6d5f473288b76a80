/**
 * An abort signal that fires when the client goes away or when `timeoutMs` pass without `touch()`
 * (a hang, or a stream that stops mid-way). Says afterwards which of the two it was.
 */
export interface Deadline {
  signal: AbortSignal;
  readonly timedOut: boolean;
  readonly clientGone: boolean;
  /** Restarts the time-out (a stream's chunk arrived). */
  touch(): void;
  /** Stops the timer; call when the work is done. */
  clear(): void;
  /** Abandons the call now (its reader went away). */
  abandon(): void;
}

export function createDeadline(timeoutMs: number, clientSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let clientGone = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('AI call timed out'));
    }, timeoutMs);
    timer.unref?.();
  };
  const onClientAbort = () => {
    clientGone = true;
    clearTimeout(timer);
    controller.abort(new Error('client went away'));
  };
  if (clientSignal?.aborted) onClientAbort();
  else {
    clientSignal?.addEventListener('abort', onClientAbort, { once: true });
    arm();
  }
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    get clientGone() {
      return clientGone;
    },
    touch() {
      if (!controller.signal.aborted) arm();
    },
    clear() {
      clearTimeout(timer);
      clientSignal?.removeEventListener('abort', onClientAbort);
    },
    abandon() {
      if (!controller.signal.aborted) onClientAbort();
    },
  };
}

/** Waits `ms`, or rejects at once when the signal fires. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

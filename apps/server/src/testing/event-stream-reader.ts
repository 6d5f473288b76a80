import type { TestApp } from './create-test-app';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open /api/events stream in a test: collects its events and waits for the one a test expects. */
export interface EventStreamReader {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event (already received or to come) that matches, or rejects after `timeoutMs`. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')) as unknown };
}

export async function openEventStream(t: TestApp, cookie: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const response = await t.request('/api/events', { cookie, headers });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.status === 200 && response.body ? response.body.getReader() : null;
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    if (!reader) return;
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const parsed = parseBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (parsed) events.push(parsed);
      }
      for (const wake of waiters) wake();
    }
    for (const wake of waiters) wake();
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });

  return {
    status: response.status,
    events,
    ended,
    waitFor(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (finished) {
            cleanup();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader?.cancel().catch(() => undefined);
    },
  };
}

/** A predicate for `waitFor`: a `change` event whose data has every field of `match`. */
export const changeEvent = (match: Record<string, unknown>) => (event: StreamEvent) =>
  event.event === 'change' && Object.entries(match).every(([key, value]) => (event.data as Record<string, unknown>)[key] === value);

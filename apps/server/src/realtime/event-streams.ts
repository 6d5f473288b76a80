import type { ChangeEvent, Delivery, EventBus } from './change-event';

/** Proxies cut idle connections after 30–60 s; a comment line every 25 s keeps a stream open (issue 8). */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops (the SSE `retry:` field). */
export const RECONNECT_HINT_MS = 3_000;
/** Open streams one user may hold on one instance: ten tabs and devices is plenty; more is a leak. */
export const MAX_STREAMS_PER_USER = 10;
/**
 * How long the streams of the session that changed the password stay open after it was replaced
 * (Delivery.graceSessionId): long enough for the answer with the new cookie to reach the browser
 * first, short enough that the old session's stream does not linger. Requests with the old cookie
 * are refused at once meanwhile.
 */
export const REPLACED_SESSION_GRACE_MS = 3_000;
/** A client that stops reading gets this many bytes queued, then its stream is ended. */
const MAX_QUEUED_BYTES = 64 * 1024;

const encoder = new TextEncoder();

interface OpenStream {
  userId: string;
  sessionId: string;
  sessionExpiresAt: number;
  write(text: string): void;
  end(): void;
}

export interface StreamOwner {
  userId: string;
  sessionId: string;
  sessionExpiresAt: string;
}

export interface EventStreams {
  /** A Server-Sent Events body for this user and session, or null when they hold too many already. */
  open(owner: StreamOwner): ReadableStream<Uint8Array> | null;
  /** Open streams on this instance. */
  count(): number;
  close(): void;
}

/** The SSE text of an event: the session fields that routed it are not part of it. */
function eventText(event: ChangeEvent): string {
  return `event: change\ndata: ${JSON.stringify(event)}\n\n`;
}

function endsStream(delivery: Delivery, stream: OpenStream): boolean {
  if (delivery.event.area !== 'session' || delivery.event.kind !== 'revoked') return false;
  if (delivery.sessionId) return delivery.sessionId === stream.sessionId;
  if (delivery.exceptSessionId) return delivery.exceptSessionId !== stream.sessionId;
  return true;
}

/**
 * The open `/api/events` streams of this instance, by user (docs/architecture.md "Live sync"): each
 * delivery from the bus goes to its user's streams only; a session revocation ends the streams of that
 * session (sign-out) or of all but one (password change) with a last `revoked` event; a resync tells
 * every stream to refetch; one timer sends every heartbeat and ends streams whose session expired.
 */
export function createEventStreams(bus: EventBus, clock: { now(): Date }): EventStreams {
  const byUser = new Map<string, Set<OpenStream>>();

  const forEachStream = (visit: (stream: OpenStream) => void) => {
    for (const streams of byUser.values()) for (const stream of [...streams]) visit(stream);
  };

  const graces = new Set<NodeJS.Timeout>();
  const revokeLater = (stream: OpenStream, event: ChangeEvent) => {
    const timer = setTimeout(() => {
      graces.delete(timer);
      // The reader may have gone meanwhile (the tab reloaded): then the stream is already forgotten.
      if (!byUser.get(stream.userId)?.has(stream)) return;
      stream.write(eventText(event));
      stream.end();
    }, REPLACED_SESSION_GRACE_MS);
    timer.unref();
    graces.add(timer);
  };

  const unsubscribe = bus.subscribe((delivery) => {
    const streams = byUser.get(delivery.userId);
    if (!streams) return;
    for (const stream of [...streams]) {
      if (!endsStream(delivery, stream)) stream.write(eventText(delivery.event));
      else if (delivery.graceSessionId === stream.sessionId) revokeLater(stream, delivery.event);
      else {
        stream.write(eventText(delivery.event));
        stream.end();
      }
    }
  });
  const stopResync = bus.onResync(() => forEachStream((stream) => stream.write('event: resync\ndata: {}\n\n')));
  const heartbeat = setInterval(() => {
    const now = clock.now().getTime();
    forEachStream((stream) => {
      if (stream.sessionExpiresAt <= now) {
        stream.write(eventText({ area: 'session', kind: 'revoked' }));
        stream.end();
      } else stream.write(': heartbeat\n\n');
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    open(owner) {
      const streams = byUser.get(owner.userId) ?? new Set<OpenStream>();
      if (streams.size >= MAX_STREAMS_PER_USER) return null;
      byUser.set(owner.userId, streams);
      let stream: OpenStream | undefined;
      // False once the stream ended here or its reader went away: nothing is written after that (a
      // timer still holding the stream, e.g. a revocation's grace, must not touch a closed controller).
      let open = true;
      const forget = () => {
        if (!stream) return;
        streams.delete(stream);
        if (streams.size === 0 && byUser.get(owner.userId) === streams) byUser.delete(owner.userId);
      };
      return new ReadableStream<Uint8Array>({
        start(controller) {
          stream = {
            userId: owner.userId,
            sessionId: owner.sessionId,
            sessionExpiresAt: Date.parse(owner.sessionExpiresAt),
            write(text) {
              if (!open) return;
              if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) return stream?.end();
              try {
                controller.enqueue(encoder.encode(text));
              } catch {
                // Closed under us: never let a write (often from a timer) end the process.
                open = false;
                forget();
              }
            },
            end() {
              if (!open) return;
              open = false;
              forget();
              controller.close();
            },
          };
          streams.add(stream);
          controller.enqueue(encoder.encode(`retry: ${RECONNECT_HINT_MS}\nevent: ready\ndata: {}\n\n`));
        },
        cancel() {
          open = false;
          forget();
        },
      }, new ByteLengthQueuingStrategy({ highWaterMark: 0 }));
    },
    count() {
      let total = 0;
      for (const streams of byUser.values()) total += streams.size;
      return total;
    },
    close() {
      unsubscribe();
      stopResync();
      clearInterval(heartbeat);
      for (const timer of graces) clearTimeout(timer);
      graces.clear();
      forEachStream((stream) => stream.end());
    },
  };
}

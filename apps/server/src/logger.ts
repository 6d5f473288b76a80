import pino, { type DestinationStream, type Logger } from 'pino';
import { errorChain, isPostgresError, isQueryError } from './db/client';

export type { Logger };

/**
 * One JSON line per event; credentials never reach it (headers are not logged, see request-log middleware,
 * and errors go through serializeError). `destination` lets tests read the lines.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'password', 'token', '*.password', '*.token'], remove: true },
    serializers: { err: serializeError },
  };
  return pino(options, destination ?? bufferedStdout());
}

export const silentLogger: Logger = pino({ level: 'silent' });

/** How long a log line may wait in the buffer when traffic is low. */
const LOG_FLUSH_MS = 1_000;

/**
 * stdout, written in blocks of 4 KB or every second rather than a system call per line: a request
 * log line per request made the write the dearest part of a cheap request (issue 9). pino flushes the
 * buffer when the process exits; a process killed outright can lose up to a second of lines.
 */
function bufferedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stream.flush(), LOG_FLUSH_MS).unref();
  return stream;
}

export interface SerializedDatabaseError {
  type: string;
  code?: string;
  errno?: number;
  message: string;
}

/**
 * pino's `err` serializer (issue 6 §7). A failed query's error carries the values it was run with: Drizzle's
 * DrizzleQueryError message ends in "params: …" (a session token, an e-mail), and pg's `detail` reads
 * "Key (email)=(…)". For any error with a pg or PGlite error or a failed query in its cause chain, only the
 * type, the PostgreSQL code or errno, and the driver's message are logged. Other errors keep pino's
 * usual fields, with their message and stack passed through redactQueryDetails all the same.
 */
export function serializeError(error: unknown): unknown {
  if (typeof error === 'string') return redactQueryDetails(error);
  const chain = errorChain(error);
  if (!chain.some((link) => isQueryError(link) || isPostgresError(link))) {
    const plain = pino.stdSerializers.err(error as Error);
    if (typeof plain !== 'object' || plain === null || plain === error) return plain; // not an error
    return { ...plain, message: redactQueryDetails(String(plain.message)), stack: plain.stack && redactQueryDetails(plain.stack) };
  }
  // The innermost error is the driver's; if Drizzle's is the innermost, redaction drops its parameters.
  const cause = chain[chain.length - 1];
  const serialized: SerializedDatabaseError = { type: typeName(error), message: redactQueryDetails(stringField(cause, 'message') ?? '') };
  const code = chain.map((link) => stringField(link, 'code')).find((value) => value !== undefined);
  if (code) serialized.code = code;
  const errno = chain.map((link) => (link as { errno?: unknown }).errno).find((value) => typeof value === 'number');
  if (typeof errno === 'number') serialized.errno = errno;
  return serialized;
}

/**
 * Removes the values a database error message can carry (issue 6 §7): Drizzle's "params: …" (everything
 * after it, as parameters may span lines), pg's "Key (column)=(value)", and the quoted input PostgreSQL
 * repeats in messages like 'invalid input syntax for type uuid: "…"'. The SQL text stays: it holds
 * placeholders ($1), never the values.
 */
export function redactQueryDetails(message: string): string {
  return message
    .replace(/\bparams:[\s\S]*/, 'params: [redacted]')
    .replace(/\bKey \((.*?)\)=\(.*\)/g, 'Key ($1)=([redacted])')
    .replace(/: ".*"$/gm, ': "[redacted]"');
}

function stringField(value: unknown, key: string): string | undefined {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : undefined;
}

function typeName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return typeof error;
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : (stringField(error, 'name') ?? 'Error');
}

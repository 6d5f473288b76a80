import pino, { type Logger } from 'pino';

export type { Logger };

/** One JSON line per event; credentials never reach it (headers are not logged, see request-log middleware). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'password', 'token', '*.password', '*.token'], remove: true },
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });

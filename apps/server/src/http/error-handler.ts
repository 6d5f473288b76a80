import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { ApiErrorBody } from '@cadence/shared';
import { isDatabaseBusy, isDatabaseUnavailable, sqlStateOf } from '../db/client';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE = "Cadence can't reach its database right now. Please try again in a moment.";
export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that cannot be stored.';
/** The pool heals within about a second of PostgreSQL's return (db/client.ts): 5 s is a fair first retry. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DISK_FULL_MESSAGE = "Cadence's disk is full, so nothing can be saved right now. Free some space on the computer running Cadence; saving resumes by itself.";
/** Space comes back when a person frees it: a minute is a fair first retry. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;
/** PostgreSQL's disk_full: a data file could not grow. */
const DISK_FULL_SQLSTATE = '53100';

/** 503 with Retry-After: the disk holding the database is full (issue 25 §2). */
export function diskFull(): AppError {
  return new AppError('DISK_FULL', DISK_FULL_MESSAGE, { retryAfterSeconds: DISK_FULL_RETRY_AFTER_SECONDS });
}

/** 503 with Retry-After: the database is down or cut off, and the client may try again (issue 6 §4). */
export function databaseUnavailable(): AppError {
  return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
}

export const DATABASE_BUSY_MESSAGE = 'Cadence is busy right now. Please try again in a moment.';
/**
 * A request is refused as busy after waiting its bound for a turn (decision 009): the queue it waited in
 * drains in about that time, so a retry sooner would mostly wait in it again.
 */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database is there but serving others, and this request waited long enough (issue 25 "A busy pool is not an outage"). */
export function databaseBusy(): AppError {
  return new AppError('BUSY', DATABASE_BUSY_MESSAGE, { retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS });
}

/**
 * PostgreSQL data errors that mean bad input got past the shared schemas: character_not_in_repertoire (NUL),
 * untranslatable_character, string_data_right_truncation, numeric_value_out_of_range, invalid_datetime_format,
 * datetime_field_overflow, invalid_text_representation. The schemas are the first line; this is the
 * second, so such input gets a 400, never a 500 (docs/architecture.md "API conventions", issue 6).
 */
const UNSTORABLE_VALUE_SQLSTATES = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

/** The one place errors become HTTP (docs/architecture.md "The request path"). Stacks go to the log, never to the client. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) return respond(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: error.status === 404 ? 'NOT_FOUND' : 'VALIDATION', message: error.message || 'Bad request' } }, error.status);
    }
    // The logger's err serializer keeps SQL parameters and pg's `detail` out of these lines (issue 6 §7).
    const context = { err: error, requestId: c.get('requestId'), path: c.req.path };
    if (sqlStateOf(error) === DISK_FULL_SQLSTATE) {
      logger.error(context, 'the database disk is full');
      return respond(c, diskFull());
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn(context, 'database unavailable');
      return respond(c, databaseUnavailable());
    }
    if (isDatabaseBusy(error)) {
      logger.warn(context, 'database busy');
      return respond(c, databaseBusy());
    }
    if (UNSTORABLE_VALUE_SQLSTATES.has(sqlStateOf(error) ?? '')) {
      logger.warn(context, 'database refused a value the schemas let through');
      return respond(c, new AppError('VALIDATION', UNSTORABLE_VALUE_MESSAGE));
    }
    logger.error(context, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } }, 500);
  };
}

function respond(c: Context<AppEnv>, error: AppError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.options.fields) body.error.fields = error.options.fields;
  if (error.options.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.options.retryAfterSeconds));
  return c.json(body, error.status as 400);
}

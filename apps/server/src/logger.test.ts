import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, redactQueryDetails, serializeError } from './logger';

// Issue 6 §7: a failed query's values (a session token, an e-mail) never reach the log.

const SESSION_SQL = 'select "id" from "session" where "session"."token" = $1 limit $2';

/** A pg DatabaseError as node-postgres builds it from PostgreSQL's ErrorResponse. */
function postgresError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { name: 'DatabaseError', severity: 'ERROR', ...fields });
}

function logged(error: unknown): string {
  const lines: string[] = [];
  createLogger('info', { write: (line: string) => void lines.push(line) }).error({ err: error }, 'failed');
  return lines.join('');
}

describe('the err serializer (issue 6 §7)', () => {
  it('logs a failed query as its type, code and driver message, without the parameters', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
    const error = new DrizzleQueryError(SESSION_SQL, ['secret-token', 1], cause);
    expect(error.message).toContain('params: secret-token'); // what pino's own serializer would log

    const line = logged(error);
    expect(line).not.toContain('secret-token');
    expect(JSON.parse(line).err).toEqual({ type: 'DrizzleQueryError', code: 'ECONNREFUSED', errno: -111, message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it("never logs pg's detail, whatever wraps the error", () => {
    const cause = postgresError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      constraint: 'users_email_unique',
    });
    const wrapped = new Error('sign-up failed', { cause: new DrizzleQueryError('insert into "users" ("email") values ($1)', ['ada@example.com'], cause) });

    for (const error of [cause, wrapped]) {
      const line = logged(error);
      expect(line).not.toContain('ada@example.com');
      expect(JSON.parse(line).err).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "users_email_unique"' });
    }
  });

  it('drops the parameters of a DrizzleQueryError-like error without a cause', () => {
    const error = Object.assign(new Error(`Failed query: ${SESSION_SQL}\nparams: secret-token,1`), { query: SESSION_SQL, params: ['secret-token', 1] });
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain('secret-token');
    expect(serialized).toEqual({ type: 'Error', message: `Failed query: ${SESSION_SQL}\nparams: [redacted]` });
  });

  it('keeps the message and stack of other errors', () => {
    const serialized = serializeError(new TypeError('not a function')) as { type: string; message: string; stack: string };
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'not a function' });
    expect(serialized.stack).toContain('logger.test.ts');
  });
});

describe('redactQueryDetails (issue 6 §7)', () => {
  it("removes Drizzle's parameters, also when they span lines", () => {
    expect(redactQueryDetails(`Failed query: ${SESSION_SQL}\nparams: secret-token,\nmore-secret`)).toBe(`Failed query: ${SESSION_SQL}\nparams: [redacted]`);
  });

  it("removes the value of pg's Key (…)=(…) and a quoted input value", () => {
    expect(redactQueryDetails('Key (email)=(ada@example.com) already exists.')).toBe('Key (email)=([redacted]) already exists.');
    expect(redactQueryDetails('invalid input syntax for type uuid: "secret-token"')).toBe('invalid input syntax for type uuid: "[redacted]"');
  });

  it('leaves other messages alone', () => {
    const message = 'relation "todos" does not exist';
    expect(redactQueryDetails(message)).toBe(message);
  });
});

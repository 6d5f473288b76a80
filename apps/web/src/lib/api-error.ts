/** A failed API call, parsed from the server's `{ error: { code, message, fields? } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** From the `Retry-After` header of a 429, in whole seconds. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The whole parsed response body (null when there was none, or it was not JSON). Some answers
   * carry more than `{ error }`: a 409 on a task holds the fresh task (StaleTodoResponse).
   */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    retryAfterSeconds?: number | undefined;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body ?? null;
  }

  /** The request never got an answer, or the server failed: not the user's doing. */
  get isUnexpected(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** The message to show for any thrown value, or `fallback` when it carries none worth showing. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

import type { ApiErrorCode } from '@cadence/shared';

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  INVALID_PASSWORD: 400,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MISDIRECTED: 421,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  DISK_FULL: 503,
  BUSY: 503,
  INTERNAL: 500,
  AI_ACCESS_REQUIRED: 403,
  AI_QUOTA_EXCEEDED: 429,
  AI_CONFIGURATION: 502,
  UPSTREAM_FAILED: 502,
  UPSTREAM_TIMEOUT: 504,
};

/** An expected failure, thrown deep and mapped to HTTP once, in app.ts (docs/architecture.md "The request path"). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  static notFound(what = 'Not found'): AppError {
    return new AppError('NOT_FOUND', what);
  }
}

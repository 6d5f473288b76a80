/** Every error the API returns has this body (docs/architecture.md "API conventions"). */
export type ApiErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  // docs/product/offline.md "Changes made offline": the same Idempotency-Key is still being answered.
  | 'IN_PROGRESS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_TOKEN'
  | 'INVALID_PASSWORD'
  | 'MISDIRECTED'
  | 'UNAVAILABLE'
  // 503s that say why (issue 25): the server's disk is full, or its database is busy serving others.
  | 'DISK_FULL'
  | 'BUSY'
  | 'INTERNAL'
  // The AI features (docs/product/ai.md "Errors"): no access, the daily allowance spent, the
  // provider refusing our configuration, failing, or too slow.
  | 'AI_ACCESS_REQUIRED'
  | 'AI_QUOTA_EXCEEDED'
  | 'AI_CONFIGURATION'
  | 'UPSTREAM_FAILED'
  | 'UPSTREAM_TIMEOUT';

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode | (string & {});
    message: string;
    fields?: Record<string, string>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

import { apiRequest } from '../../../lib/api-client';

export interface ReadyAnswer {
  status: 'ok';
  database: string;
  latencyMs: number;
}

/** GET /api/ready: 200 when the database answers, 503 otherwise. */
export function checkDatabase(): Promise<ReadyAnswer> {
  return apiRequest<ReadyAnswer>('/api/ready');
}

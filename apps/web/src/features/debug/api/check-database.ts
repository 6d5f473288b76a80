import { useMutation } from '@tanstack/react-query';
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

/** A button's action rather than screen data, so a mutation: each press asks again. */
export function useCheckDatabase() {
  return useMutation({ mutationFn: checkDatabase });
}

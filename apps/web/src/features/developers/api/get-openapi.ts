import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OpenApiDocument } from '../components/openapi-view';

/** GET /api/v1/openapi.json: the API's description, public (docs/product/access.md "The API"). */
export function getOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  return apiRequest<OpenApiDocument>('/api/v1/openapi.json', { signal });
}

export function useOpenApiDocument() {
  return useQuery(queryOptions({ queryKey: ['developers', 'openapi'] as const, queryFn: ({ signal }) => getOpenApiDocument(signal), staleTime: Infinity }));
}

import { createHash } from 'node:crypto';
import { ACCESS_MESSAGES, ACCESS_SCOPES, ACCESS_SCOPE_LABELS, API_PAGE_LIMIT_DEFAULT, API_PAGE_LIMIT_MAX, apiPageSchema, sessionStateResponseSchema, type AccessScope } from '@cadence/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { headerOf } from '../../http/node-bindings';
import { API_OPERATIONS, type ApiOperation } from './api-operations';
import type { PathScopes } from './bearer-check';

// docs/product/access.md "The API": the OpenAPI 3.1 document of /api/v1, built from the operations'
// list and the shared zod schemas (zod's own JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses).

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
  tags: Array<{ name: string }>;
  security: Array<Record<string, string[]>>;
  'x-mcp': { path: string; transport: string };
};

const SCHEMAS = '#/components/schemas/';
const OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

/** One zod schema as JSON Schema, its named parts ($defs) referred to in components instead. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = z.toJSONSchema(schema, { ...OPTIONS, io }) as JsonSchema;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${SCHEMAS}`)) as JsonSchema;
}

/** Every schema with a name (`.meta({ id })`): Todo, Habit, Goal, Error… */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...OPTIONS, io: 'output', uri: (id) => `${SCHEMAS}${id}` });
  const out: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    out[name] = rest;
  }
  out.SessionConflict = { ...jsonSchemaOf(sessionStateResponseSchema.extend({ error: z.object({ code: z.literal('CONFLICT'), message: z.string() }) }), 'output') };
  return out;
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } } });

const PATH_PARAMETER_SCHEMAS: Record<string, JsonSchema> = { date: { type: 'string', format: 'date' } };

/** '/:id/checklist/:itemId' → '/{id}/checklist/{itemId}'. */
export function openApiPath(prefix: string, area: string, path: string): string {
  const sub = path === '/' ? '' : path.replace(/:(\w+)/g, '{$1}');
  return `${prefix}${area.slice('/api'.length)}${sub}`;
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = jsonSchemaOf(schema, 'input');
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

/** A stale version's 409: the error, and the row as it is now (the shape of the row's own GET). */
function staleSchema(op: ApiOperation, operations: readonly ApiOperation[]): JsonSchema {
  const row = operations.find((other) => other.area === op.area && other.method === 'get' && other.path === op.path)?.response ?? op.response;
  return {
    type: 'object',
    properties: { error: { $ref: `${SCHEMAS}Error/properties/error` }, current: row ? jsonSchemaOf(row, 'output') : { type: 'object' } },
    required: ['error', 'current'],
  };
}

function operationObject(op: ApiOperation, scopes: PathScopes, operations: readonly ApiOperation[]): JsonSchema {
  const scope: AccessScope | null = op.method === 'get' ? scopes.read : scopes.write;
  const parameters: JsonSchema[] = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: PATH_PARAMETER_SCHEMAS[name!] ?? { type: 'string', format: 'uuid' } }));
  if (op.query) parameters.push(...queryParameters(op.query));
  if (op.paged) {
    parameters.push(
      { name: 'limit', in: 'query', required: false, description: `Items per page (default ${API_PAGE_LIMIT_DEFAULT}).`, schema: { type: 'integer', minimum: 1, maximum: API_PAGE_LIMIT_MAX, default: API_PAGE_LIMIT_DEFAULT } },
      { name: 'cursor', in: 'query', required: false, description: "The previous page's nextCursor.", schema: { type: 'string' } },
    );
  }
  if (op.method !== 'get') parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, description: 'Sent again with the same request, the change is made once and the first answer is given again (Idempotent-Replayed: true).', schema: { type: 'string', pattern: '^[\\w-]{8,100}$' } });
  if (op.row && op.method !== 'get') parameters.push({ name: 'If-Match', in: 'header', required: false, description: "The ETag the row was read with: the change is made only if the row is still at that version, else 409 with the current row.", schema: { type: 'string' } });

  const status = String(op.status ?? (op.response ? 200 : 204));
  const success: JsonSchema = { description: op.status === 201 ? 'Created' : op.response ? 'OK' : 'Done, nothing to answer' };
  if (op.response) success.content = { 'application/json': { schema: jsonSchemaOf(op.paged ? apiPageSchema(op.response) : op.response, 'output') } };
  if (op.row && (op.method === 'get' || op.method === 'patch')) success.headers = { ETag: { description: "The row's version, for If-Match.", schema: { type: 'string' } } };

  const responses: Record<string, JsonSchema> = {
    [status]: success,
    '400': errorAnswer('Bad input: the message names the field and the rule.'),
    '401': errorAnswer('No token, or one that is unknown, revoked or expired.'),
    '403': errorAnswer('The token lacks the scope this needs (the message names it).'),
    '404': errorAnswer("No such row for this person (another person's ids are not found either)."),
    '429': errorAnswer('Too many requests with this token (Retry-After says when to try again).'),
  };
  if ((op.row && op.method !== 'get') || (op.conflict && op.area !== '/api/activity-session')) {
    responses['409'] = { description: op.conflict ?? ACCESS_MESSAGES.staleVersion, content: { 'application/json': { schema: staleSchema(op, operations) } } };
  } else if (op.conflict) {
    responses['409'] = { description: op.conflict, content: { 'application/json': { schema: { $ref: `${SCHEMAS}SessionConflict` } } } };
  }

  const object: JsonSchema = {
    operationId: `${op.method}${op.area.slice('/api'.length)}${op.path}`.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase()),
    tags: [op.group],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    'x-scope': scope,
    security: [{ bearer: scope ? [scope] : [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses,
  };
  if (op.body) object.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(op.body, 'input') } } };
  return object;
}

export interface OpenApiInput {
  publicUrl: string;
  prefix: string;
  areas: ReadonlyArray<{ path: string; scopes: PathScopes }>;
  operations?: readonly ApiOperation[];
}

export function buildOpenApiDocument({ publicUrl, prefix, areas, operations = API_OPERATIONS }: OpenApiInput): OpenApiDocument {
  const scopesOf = new Map(areas.map((area) => [area.path, area.scopes]));
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const op of operations) {
    const scopes = scopesOf.get(op.area);
    if (!scopes) throw new Error(`${op.area} is not open to tokens`);
    const path = openApiPath(prefix, op.area, op.path);
    (paths[path] ??= {})[op.method] = operationObject(op, scopes, operations);
    if (!tags.includes(op.group)) tags.push(op.group);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cadence API',
      version: '1',
      description: 'Your tasks, journal, habits, timer and reviews, for programs you trust. See /developers/api for the conventions: pages, versions, repeated requests, limits.',
    },
    servers: [{ url: publicUrl.replace(/\/$/, '') }],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal access token from your profile ('Connected apps'), sent as Authorization: Bearer cad_…. Scopes: ${ACCESS_SCOPES.map((scope) => `${scope} (${ACCESS_SCOPE_LABELS[scope]})`).join('; ')}.`,
        },
      },
    },
    tags: tags.map((name) => ({ name })),
    security: [{ bearer: [] }],
    'x-mcp': { path: '/mcp', transport: 'streamable-http' },
  };
}

/** GET /api/v1/openapi.json: public (a program reads it before it has a token), revalidated by its ETag. */
export function openApiRoutes(input: OpenApiInput): Hono<AppEnv> {
  const text = JSON.stringify(buildOpenApiDocument(input));
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const headers = { ETag: etag, 'Cache-Control': 'no-cache' };
    if (headerOf(c, 'if-none-match')?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
    return c.body(text, 200, { ...headers, 'Content-Type': 'application/json' });
  });
  return app;
}

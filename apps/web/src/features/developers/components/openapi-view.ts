// docs/product/access.md "The API": the reference page reads the OpenAPI document and shows it in
// words: each operation's parameters and the fields of what it takes and answers. Pure, so the words
// are tested without a browser.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  summary: string;
  description?: string;
  'x-scope'?: string | null;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  tags?: Array<{ name: string }>;
  'x-mcp'?: { path: string; transport: string };
}

const REF_PREFIX = '#/components/schemas/';

/** The schema a $ref names (one level of JSON pointer below a component is enough for ours). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref?.startsWith(REF_PREFIX)) return schema;
  const [name, ...rest] = schema.$ref.slice(REF_PREFIX.length).split('/');
  let target: unknown = doc.components?.schemas?.[name!];
  for (const part of rest) target = (target as Record<string, unknown> | undefined)?.[part];
  return (target as JsonSchema | undefined) ?? {};
}

/** The name of a referenced schema ('Todo'), or null. */
export function refName(schema: JsonSchema): string | null {
  return schema.$ref?.startsWith(REF_PREFIX) && !schema.$ref.slice(REF_PREFIX.length).includes('/') ? schema.$ref.slice(REF_PREFIX.length) : null;
}

const FORMAT_WORDS: Record<string, string> = { uuid: 'id', date: 'date', 'date-time': 'timestamp', email: 'e-mail' };

function nullableParts(schema: JsonSchema): { inner: JsonSchema[]; nullable: boolean } {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const inner = options.filter((option) => option.type !== 'null');
    return { inner, nullable: inner.length < options.length };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    return { inner: [{ ...schema, type: types.length === 1 ? types[0] : types }], nullable: types.length < schema.type.length };
  }
  return { inner: [schema], nullable: false };
}

function limits(schema: JsonSchema, unit: string): string {
  const [low, high] = unit === 'characters' ? [schema.minLength, schema.maxLength] : unit === 'items' ? [schema.minItems, schema.maxItems] : [schema.minimum, schema.maximum];
  const suffix = unit === '' ? '' : ` ${unit}`;
  if (low !== undefined && high !== undefined) return `${low}–${high}${suffix}`;
  if (high !== undefined) return `at most ${high}${suffix}`;
  if (low !== undefined && low > (unit === 'characters' ? 1 : 0)) return `at least ${low}${suffix}`;
  if (low === 1 && unit === 'characters') return 'not empty';
  return '';
}

/** A schema's type in words: 'text, 1–200 characters', 'one of: high, medium, low', 'list of Todo', 'id or null'. */
export function typeWords(doc: OpenApiDocument, schema: JsonSchema): string {
  const name = refName(schema);
  if (name) return name;
  const { inner, nullable } = nullableParts(schema);
  const words = inner.map((part) => singleTypeWords(doc, part)).join(' or ');
  return nullable ? `${words || 'any'} or null` : words || 'any';
}

function singleTypeWords(doc: OpenApiDocument, schema: JsonSchema): string {
  const name = refName(schema);
  if (name) return name;
  if (schema.anyOf || schema.oneOf) return typeWords(doc, schema);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of: ${schema.enum.map((value) => String(value)).join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  const withLimits = (base: string, unit: string) => [base, limits(schema, unit)].filter(Boolean).join(', ');
  switch (type) {
    case 'string':
      return schema.format && FORMAT_WORDS[schema.format] ? FORMAT_WORDS[schema.format]! : withLimits('text', 'characters');
    case 'integer':
      return withLimits('whole number', '');
    case 'number':
      return withLimits('number', '');
    case 'boolean':
      return 'true or false';
    case 'array':
      return withLimits(`list of ${schema.items ? typeWords(doc, schema.items) : 'anything'}`, 'items');
    case 'object':
      return schema.properties ? 'object' : 'map';
    default:
      return type ?? 'any';
  }
}

export interface FieldRow {
  /** 'checklist[].title' for a field of a list's items. */
  name: string;
  type: string;
  required: boolean;
  notes: string;
  depth: number;
}

/** The object a schema describes, looking through refs, `null`, lists and allOf. */
function objectOf(doc: OpenApiDocument, schema: JsonSchema): JsonSchema | null {
  const resolved = resolve(doc, schema);
  if (resolved.properties) return resolved;
  if (resolved.allOf) return { properties: Object.assign({}, ...resolved.allOf.map((part) => objectOf(doc, part)?.properties ?? {})) as Record<string, JsonSchema> };
  const { inner } = nullableParts(resolved);
  if (inner.length === 1 && inner[0] !== resolved) return objectOf(doc, inner[0]!);
  return null;
}

function itemsOf(doc: OpenApiDocument, schema: JsonSchema): JsonSchema | null {
  const { inner } = nullableParts(resolve(doc, schema));
  return inner.length === 1 && inner[0]!.type === 'array' && inner[0]!.items ? inner[0]!.items : null;
}

/**
 * The fields of an object schema, one row each, nested objects and lists of objects indented below
 * their field (to `maxDepth` levels: a Todo's checklist items are shown, not the habit's habit).
 */
export function fieldRows(doc: OpenApiDocument, schema: JsonSchema, maxDepth = 1, depth = 0, prefix = ''): FieldRow[] {
  const object = objectOf(doc, schema);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  const rows: FieldRow[] = [];
  for (const [key, property] of Object.entries(object.properties)) {
    const resolved = resolve(doc, property);
    const notes = [resolved.description ?? property.description, resolved.default !== undefined ? `default ${JSON.stringify(resolved.default)}` : ''].filter(Boolean).join(' · ');
    rows.push({ name: `${prefix}${key}`, type: typeWords(doc, property), required: required.has(key), notes, depth });
    if (depth >= maxDepth) continue;
    const items = itemsOf(doc, property);
    if (items) rows.push(...fieldRows(doc, items, maxDepth, depth + 1, `${prefix}${key}[].`));
    else if (objectOf(doc, property)) rows.push(...fieldRows(doc, property, maxDepth, depth + 1, `${prefix}${key}.`));
  }
  return rows;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  scope: string | null;
  parameters: OpenApiParameter[];
  body: JsonSchema | null;
  success: { status: string; description: string; schema: JsonSchema | null };
  errors: Array<{ status: string; description: string }>;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations under their tags, in the document's order. */
export function operationsByGroup(doc: OpenApiDocument): Array<{ group: string; operations: OperationView[] }> {
  const groups = new Map<string, OperationView[]>((doc.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHOD_ORDER) {
      const op = operations[method];
      if (!op) continue;
      const statuses = Object.keys(op.responses).sort();
      const successStatus = statuses.find((status) => status.startsWith('2')) ?? '200';
      const success = op.responses[successStatus];
      const view: OperationView = {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        description: op.description ?? null,
        scope: op['x-scope'] ?? null,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema ?? null,
        success: { status: successStatus, description: success?.description ?? '', schema: success?.content?.['application/json']?.schema ?? null },
        errors: statuses.filter((status) => !status.startsWith('2')).map((status) => ({ status, description: op.responses[status]!.description })),
      };
      const group = op.tags?.[0] ?? 'Other';
      groups.set(group, [...(groups.get(group) ?? []), view]);
    }
  }
  return [...groups].filter(([, operations]) => operations.length > 0).map(([group, operations]) => ({ group, operations }));
}

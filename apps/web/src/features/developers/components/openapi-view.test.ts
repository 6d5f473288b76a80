import { describe, expect, it } from 'vitest';
import { fieldRows, operationsByGroup, typeWords, type OpenApiDocument } from './openapi-view';

// docs/product/access.md "The API": the reference page's words for the OpenAPI document.

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Cadence API', version: '1' },
  tags: [{ name: 'Tasks' }, { name: 'Empty' }],
  components: {
    schemas: {
      ChecklistItem: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, done: { type: 'boolean' } }, required: ['id', 'done'] },
      Todo: {
        type: 'object',
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 200 },
          priority: { type: 'string', enum: ['high', 'medium', 'low'], default: 'medium' },
          estimatedMinutes: { anyOf: [{ type: 'integer', minimum: 1, maximum: 10080 }, { type: 'null' }] },
          dueDate: { type: ['string', 'null'], format: 'date' },
          checklist: { type: 'array', items: { $ref: '#/components/schemas/ChecklistItem' } },
          updatedAt: { type: 'string', format: 'date-time', description: "The task's version." },
        },
        required: ['title', 'checklist'],
      },
    },
  },
  paths: {
    '/api/v1/todos/{id}': {
      patch: { operationId: 'patchTodosId', tags: ['Tasks'], summary: 'Change a task', 'x-scope': 'tasks:write', responses: { '409': { description: 'Stale' }, '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Todo' } } } }, '400': { description: 'Bad' } } },
      get: { operationId: 'getTodosId', tags: ['Tasks'], summary: 'Read a task', 'x-scope': 'tasks:read', responses: { '204': { description: 'None' } } },
    },
  },
};

describe('the reference in words', () => {
  it('says each type with its limits', () => {
    const todo = doc.components!.schemas!.Todo!.properties!;
    expect(typeWords(doc, todo.title!)).toBe('text, 1–200 characters');
    expect(typeWords(doc, todo.priority!)).toBe('one of: high, medium, low');
    expect(typeWords(doc, todo.estimatedMinutes!)).toBe('whole number, 1–10080 or null');
    expect(typeWords(doc, todo.dueDate!)).toBe('date or null');
    expect(typeWords(doc, todo.checklist!)).toBe('list of ChecklistItem');
    expect(typeWords(doc, { $ref: '#/components/schemas/Todo' })).toBe('Todo');
  });

  it("lists a resource's fields, a list's items below their field", () => {
    expect(fieldRows(doc, { $ref: '#/components/schemas/Todo' }).map((row) => [row.name, row.required, row.depth])).toEqual([
      ['title', true, 0],
      ['priority', false, 0],
      ['estimatedMinutes', false, 0],
      ['dueDate', false, 0],
      ['checklist', true, 0],
      ['checklist[].id', true, 1],
      ['checklist[].done', true, 1],
      ['updatedAt', false, 0],
    ]);
    expect(fieldRows(doc, { $ref: '#/components/schemas/Todo' }).find((row) => row.name === 'priority')!.notes).toBe('default "medium"');
  });

  it('groups operations by tag, GET first, with their success and refusals apart', () => {
    const [tasks, ...rest] = operationsByGroup(doc);
    expect(rest).toEqual([]);
    expect(tasks!.operations.map((op) => `${op.method} ${op.path} ${op.scope}`)).toEqual(['GET /api/v1/todos/{id} tasks:read', 'PATCH /api/v1/todos/{id} tasks:write']);
    expect(tasks!.operations[1]!.success.status).toBe('200');
    expect(tasks!.operations[1]!.errors.map((error) => error.status)).toEqual(['400', '409']);
  });
});

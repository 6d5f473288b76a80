import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { ACTIVITY_MESSAGES } from './activity-messages';
import {
  activityCursor,
  activityListQuerySchema,
  createActivityRequestSchema,
  parseActivityCursor,
  sessionActionRequestSchema,
  startSessionRequestSchema,
  trimSessionRequestSchema,
  updateActivityRequestSchema,
} from './activity-schemas';

const ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';

function errorsOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body) as { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
  return result.success ? {} : fieldErrors(result.error!);
}

describe('start request (docs/product/activity.md "Timer", docs/product/activity.md "Activity")', () => {
  it('needs a title; type defaults to work; the rest to null', () => {
    expect(startSessionRequestSchema.parse({ title: '  Writing proposal ' })).toEqual({ title: 'Writing proposal', type: 'work', description: null, todoId: null });
    expect(errorsOf(startSessionRequestSchema, { title: '  ' })).toEqual({ title: ACTIVITY_MESSAGES.titleRequired });
    expect(errorsOf(startSessionRequestSchema, {})).toEqual({ title: ACTIVITY_MESSAGES.titleRequired });
  });

  it('keeps a full form and turns empty optional fields into null', () => {
    expect(startSessionRequestSchema.parse({ title: 'Run', type: 'exercise', description: '5 km', todoId: ID })).toEqual({ title: 'Run', type: 'exercise', description: '5 km', todoId: ID });
    expect(startSessionRequestSchema.parse({ title: 'Run', description: ' ', todoId: '' })).toMatchObject({ description: null, todoId: null });
  });

  it.each([
    ['title', 'x'.repeat(201), ACTIVITY_MESSAGES.titleTooLong],
    ['title', 'tab\u0007bell', 'Title must not contain control characters'],
    ['type', 'sleep', ACTIVITY_MESSAGES.typeRequired],
    ['type', null, ACTIVITY_MESSAGES.typeRequired],
    ['description', 'x'.repeat(2001), ACTIVITY_MESSAGES.descriptionTooLong],
    ['todoId', 'not-a-uuid', ACTIVITY_MESSAGES.taskNotFound],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(errorsOf(startSessionRequestSchema, { title: 'x', [field]: value })).toEqual({ [field]: message });
  });

  it('refuses unknown fields, naming them', () => {
    expect(errorsOf(startSessionRequestSchema, { title: 'x', accumulatedSeconds: 9999 })).toEqual({ _: 'Unknown field: accumulatedSeconds' });
  });
});

describe('session actions', () => {
  it('name the session they act on', () => {
    expect(sessionActionRequestSchema.parse({ sessionId: ID })).toEqual({ sessionId: ID });
    expect(errorsOf(sessionActionRequestSchema, {})).toEqual({ sessionId: ACTIVITY_MESSAGES.invalidSessionId });
    expect(errorsOf(trimSessionRequestSchema, { sessionId: ID, endedAt: 'yesterday' })).toEqual({ endedAt: ACTIVITY_MESSAGES.invalidEndedAt });
    expect(trimSessionRequestSchema.parse({ sessionId: ID, endedAt: '2026-03-10T18:00:00.000Z' }).endedAt).toBe('2026-03-10T18:00:00.000Z');
  });
});

describe('a past activity added by hand', () => {
  const body = { title: 'Gym', type: 'exercise', startedAt: '2026-03-09T18:00:00.000Z', durationSeconds: 3600 };

  it('defaults the ratings to 5 (docs/product/activity.md "Ratings")', () => {
    expect(createActivityRequestSchema.parse(body)).toEqual({ ...body, description: null, energy: 5, focus: 5, satisfaction: 5 });
  });

  it.each([
    ['durationSeconds', 59, ACTIVITY_MESSAGES.invalidDuration],
    ['durationSeconds', 86_401, ACTIVITY_MESSAGES.invalidDuration],
    ['durationSeconds', 90.5, ACTIVITY_MESSAGES.invalidDuration],
    ['startedAt', '2026-03-09', ACTIVITY_MESSAGES.invalidStartedAt],
    ['energy', 0, 'Energy must be a whole number from 1 to 10'],
    ['focus', 11, 'Focus must be a whole number from 1 to 10'],
    ['satisfaction', 7.5, 'Satisfaction must be a whole number from 1 to 10'],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(errorsOf(createActivityRequestSchema, { ...body, [field]: value })).toEqual({ [field]: message });
  });

});

describe('edit request (docs/product/activity.md "Edit an activity")', () => {
  it('takes the ratings alone, as Edit Ratings sent them', () => {
    expect(updateActivityRequestSchema.parse({ energy: 1, focus: 10, satisfaction: 6 })).toEqual({ energy: 1, focus: 10, satisfaction: 6 });
  });

  it('takes the whole form, trimmed, a blank description cleared, with the version it was opened with', () => {
    const form = { title: ' Deep work ', type: 'learning', description: '  ', startedAt: '2026-03-09T08:00:00+01:00', durationSeconds: 5_400, energy: 4, focus: 5, satisfaction: 6, expectedUpdatedAt: '2026-03-09T10:00:00.000Z' };
    expect(updateActivityRequestSchema.parse(form)).toEqual({ ...form, title: 'Deep work', description: null });
  });

  it.each([
    ['title', ' ', ACTIVITY_MESSAGES.titleRequired],
    ['type', 'nap', ACTIVITY_MESSAGES.typeRequired],
    ['startedAt', 'yesterday', ACTIVITY_MESSAGES.invalidStartedAt],
    ['durationSeconds', 59, ACTIVITY_MESSAGES.invalidDuration],
    ['durationSeconds', 86_401, ACTIVITY_MESSAGES.invalidDuration],
    ['energy', 0, 'Energy must be a whole number from 1 to 10'],
    ['expectedUpdatedAt', 'v1', ACTIVITY_MESSAGES.invalidExpectedUpdatedAt],
    ['todoId', ID, 'Unknown field: todoId'],
  ])('refuses %s = %j with the words of Add Past Activity', (field, value, message) => {
    const errors = errorsOf(updateActivityRequestSchema, { title: 'Run', [field]: value });
    expect(Object.values(errors)).toEqual([message]);
  });

  it('refuses a body that changes nothing', () => {
    expect(Object.values(errorsOf(updateActivityRequestSchema, {}))).toEqual([ACTIVITY_MESSAGES.nothingToChange]);
    expect(Object.values(errorsOf(updateActivityRequestSchema, { expectedUpdatedAt: '2026-03-09T10:00:00.000Z' }))).toEqual([ACTIVITY_MESSAGES.nothingToChange]);
  });
});

describe('the history query', () => {
  it('defaults to the first page of 50', () => {
    expect(activityListQuerySchema.parse({})).toEqual({ limit: 50 });
  });

  it('reads back a cursor it wrote, and refuses anything else', () => {
    const cursor = activityCursor({ startedAt: '2026-03-09T18:00:00.000Z', id: ID });
    expect(parseActivityCursor(cursor)).toEqual({ startedAt: '2026-03-09T18:00:00.000Z', id: ID });
    expect(activityListQuerySchema.parse({ cursor, limit: '10' })).toEqual({ cursor: { startedAt: '2026-03-09T18:00:00.000Z', id: ID }, limit: 10 });
    expect(errorsOf(activityListQuerySchema, { cursor: 'x' })).toEqual({ cursor: ACTIVITY_MESSAGES.invalidCursor });
    expect(errorsOf(activityListQuerySchema, { cursor: `2026-13-45T99:00:00.000Z_${ID}` })).toEqual({ cursor: ACTIVITY_MESSAGES.invalidCursor });
    expect(errorsOf(activityListQuerySchema, { limit: '0' })).toEqual({ limit: ACTIVITY_MESSAGES.invalidLimit });
    expect(errorsOf(activityListQuerySchema, { limit: '101' })).toEqual({ limit: ACTIVITY_MESSAGES.invalidLimit });
    expect(errorsOf(activityListQuerySchema, { limit: '-1' })).toEqual({ limit: ACTIVITY_MESSAGES.invalidLimit });
    expect(errorsOf(activityListQuerySchema, { page: '2' })).toEqual({ _: 'Unknown field: page' });
  });
});

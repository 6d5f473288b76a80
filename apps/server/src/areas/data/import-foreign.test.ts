import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { commitOf, importInto, previewOf, uploadImport } from '../../testing/data-kit';
import { signedInUser } from '../../testing/factories';
import { IMPORT_FIXTURES } from '../../testing/import-fixtures';

// POST /api/data-imports from the apps people leave (docs/product/data.md "Import"; issue 20 §2), each
// from a sample written from that app's documentation, through the real app and database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fixture = (path: string) => readFileSync(join(IMPORT_FIXTURES, path));
const zipOf = (files: Record<string, Buffer>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, new Uint8Array(bytes)])));

describe('importing from other apps', () => {
  it('Todoist CSV: tasks with priority, due date and description; the untitled row refused; the same file again adds nothing', async () => {
    const me = await signedInUser(t);
    const { preview, added } = await importInto(t, me.cookie, fixture('todoist.csv'), 'todoist.csv');
    expect(preview).toMatchObject({ format: 'todoist', formatName: 'Todoist CSV', fileName: 'todoist.csv' });
    expect(preview.refused).toEqual([{ where: expect.stringContaining('todoist.csv'), rule: 'A task needs a title' }]);
    expect(added.tasks).toBeGreaterThanOrEqual(5);
    const tasks = (await (await t.request('/api/todos', { cookie: me.cookie })).json()) as Array<{ title: string; priority: string; dueDate: string | null; description: string | null; estimatedMinutes: number | null }>;
    expect(tasks.find((task) => task.title === 'Call the plumber, then the bank @errands')).toMatchObject({
      priority: 'high',
      dueDate: '2025-01-15',
      description: 'Ask about the "blue" pipe\nand the boiler',
      estimatedMinutes: 30,
    });
    expect(tasks.filter((task) => task.title === 'Water the ferns 🌿')).toHaveLength(2);
    const again = await previewOf(t, me.cookie, fixture('todoist.csv'), 'todoist.csv');
    expect(again.toAdd.tasks).toBe(0);
    expect((await commitOf(t, me.cookie, again.id)).added.tasks).toBe(0);
  });

  it('Loop Habit Tracker zip: habits and the days marked done', async () => {
    const me = await signedInUser(t);
    const zip = zipOf({ 'Loop Habits CSV 2025-01-05/Habits.csv': fixture('loop/Habits.csv'), 'Loop Habits CSV 2025-01-05/Checkmarks.csv': fixture('loop/Checkmarks.csv') });
    const { preview, added } = await importInto(t, me.cookie, zip, 'Loop Habits CSV 2025-01-05.zip');
    expect(preview.formatName).toBe('Loop Habit Tracker export');
    expect(added.habits).toBeGreaterThanOrEqual(4);
    expect(added.habitCompletions).toBeGreaterThan(0);
    expect(preview.refused.length).toBeGreaterThan(0);
    const habits = (await (await t.request('/api/habits', { cookie: me.cookie })).json()) as Array<{ title: string; color: string }>;
    expect(habits.find((habit) => habit.title === 'Méditer 🧘')?.color).toBe('#8E24AA');
    const again = await previewOf(t, me.cookie, zip, 'again.zip');
    expect([again.toAdd.habits, again.toAdd.habitCompletions]).toEqual([0, 0]);
  });

  it('Daylio CSV: moods at their local time in the person’s zone, activities as factors', async () => {
    const me = await signedInUser(t);
    const { preview, added } = await importInto(t, me.cookie, fixture('daylio.csv'), 'daylio_export.csv', 'Europe/Paris');
    expect(preview.formatName).toBe('Daylio CSV');
    expect(added.moodLogs).toBeGreaterThanOrEqual(3);
    expect(preview.refused.some((row) => /is not one of rad, good, meh, bad, awful/.test(row.rule))).toBe(true);
    const moods = (await (await t.request('/api/moods?days=3650', { cookie: me.cookie })).json()) as unknown;
    expect(JSON.stringify(moods)).toContain('2025-01-05T19:04:00.000Z');
  });

  it('Day One JSON zip: entries with their tags and dates, the escapes undone', async () => {
    const me = await signedInUser(t);
    const zip = zipOf({ 'Journal.json': fixture('day-one/Journal.json'), 'photos/6F3A9C1E2B4D4F5A8C7E9B0A1D2C3E4F.jpeg': Buffer.from([0xff, 0xd8, 0xff]) });
    const { preview, added } = await importInto(t, me.cookie, zip, 'Export-Journal.zip');
    expect(preview.formatName).toBe('Day One JSON export');
    expect(added.journalEntries).toBeGreaterThanOrEqual(2);
    const page = (await (await t.request('/api/journal?limit=50', { cookie: me.cookie })).json()) as { entries?: Array<{ content: string; tags: string[]; createdAt: string }> } | Array<{ content: string; tags: string[]; createdAt: string }>;
    const entries = Array.isArray(page) ? page : (page.entries ?? []);
    const lisbon = entries.find((entry) => entry.content.startsWith('# Lisbon, day one'));
    expect(lisbon).toMatchObject({ createdAt: '2023-01-02T10:00:00.000Z', tags: ['travel', 'café'] });
    expect(lisbon?.content).toContain('We walked up to the castle - tired but happy.');
    expect(lisbon?.content).not.toContain('dayone-moment');
  });

  it('refuses a CSV of no known app, and a control character makes only its row refused', async () => {
    const me = await signedInUser(t);
    const unknown = await uploadImport(t, me.cookie, 'name,amount\nrent,1200\n', 'budget.csv');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toMatch(/^This file is not one Cadence can import/);
    const csv = strToU8('TYPE,CONTENT,DESCRIPTION,PRIORITY\r\ntask,Fine,,4\r\ntask,Bell \u0007 here,,4\r\n');
    const preview = await previewOf(t, me.cookie, csv, 'todoist.csv');
    expect(preview.toAdd.tasks).toBe(1);
    expect(preview.refused).toEqual([{ where: 'Task 2 ("Bell here")', rule: 'Title must not contain control characters' }]);
  });
});

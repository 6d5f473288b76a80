import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

// docs/product/access.md "Activity log" (decision 026): every table a token can change through /api/v1
// or /mcp carries the trigger that logs it. A new such table without its trigger fails here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGGED_TABLES = ['active_sessions', 'activities', 'habit_breaks', 'habit_completions', 'habits', 'journal_entries', 'mood_logs', 'task_checklist_items', 'todos'];

describe('the activity log triggers', () => {
  it('cover every table a token may change, for inserts, updates and deletes', async () => {
    const result = await t.db.execute(sql`select event_object_table as name, string_agg(event_manipulation, ',' order by event_manipulation) as events
      from information_schema.triggers where action_statement like '%agent_change_log()%' group by event_object_table order by 1`);
    const rows = (result as unknown as { rows: Array<{ name: string; events: string }> }).rows;
    expect(rows.map((row) => row.name)).toEqual(LOGGED_TABLES);
    for (const row of rows) expect(row.events).toBe('DELETE,INSERT,UPDATE');
  });
});

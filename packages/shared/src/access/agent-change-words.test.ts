import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_CHANGE_TABLES, AGENT_CHANGE_VALUE_MAX_LENGTH, agentChangeSummary, agentRowReference, describeAgentRow, type LoggedRow } from './agent-change-words';

const task = (fields: LoggedRow = {}): LoggedRow => ({
  id: 'b3c1f0a2-0000-4000-8000-000000000001',
  user_id: 'u1',
  title: 'Buy milk',
  status: 'not_started',
  priority: 'medium',
  due_date: null,
  updated_at: '2026-11-27T10:00:00+00:00',
  via_token: null,
  deleted_at: null,
  ...fields,
});

describe('a logged change in the product\'s words (docs/product/access.md "Activity log")', () => {
  it('names what a token did to a task', () => {
    expect(describeAgentRow('todos', null, task()).summary).toBe('Added task "Buy milk"');
    expect(describeAgentRow('todos', task(), task({ status: 'completed', completed_at: '2026-11-27T10:00:00Z' })).summary).toBe('Completed task "Buy milk"');
    expect(describeAgentRow('todos', task(), task({ status: 'in_progress' })).summary).toBe('Moved task "Buy milk" to In Progress');
    expect(describeAgentRow('todos', task(), task({ deleted_at: '2026-11-27T10:00:00Z' })).summary).toBe('Deleted task "Buy milk"');
    expect(describeAgentRow('todos', task(), task({ due_date: '2026-11-28' })).summary).toBe('Rescheduled task "Buy milk"');
  });

  it('shows the fields that changed, as the board says them, and no bookkeeping', () => {
    const item = describeAgentRow('todos', task(), task({ status: 'completed', updated_at: '2026-11-27T11:00:00+00:00', via_token: 'Claude' }));
    expect(item).toMatchObject({ kind: 'task', action: 'updated', label: 'Buy milk' });
    expect(item.fields).toEqual([{ field: 'Status', before: 'Not Started', after: 'Completed' }]);
    const created = describeAgentRow('todos', null, task({ priority: 'high' }));
    expect(created.fields).toEqual([
      { field: 'Title', before: null, after: 'Buy milk' },
      { field: 'Status', before: null, after: 'Not Started' },
      { field: 'Priority', before: null, after: 'High' },
    ]);
  });

  it('names habit days, journal entries, moods and the timer', () => {
    const refs = { habitTitles: { h1: 'Run' } };
    expect(describeAgentRow('habit_completions', null, { habit_id: 'h1', date: '2026-11-27', completed: true }, refs).summary).toBe('Logged habit "Run" on 2026-11-27');
    expect(describeAgentRow('habit_completions', { habit_id: 'h1', date: '2026-11-27', completed: true }, null, refs).summary).toBe('Unlogged habit "Run" on 2026-11-27');
    expect(describeAgentRow('habit_completions', { habit_id: 'h1', date: '2026-11-27', completed: true }, { habit_id: 'h1', date: '2026-11-27', completed: false }, refs).summary).toBe('Unlogged habit "Run" on 2026-11-27');
    expect(describeAgentRow('habit_completions', { habit_id: 'h1', date: '2026-11-27', completed: false }, { habit_id: 'h1', date: '2026-11-27', completed: true }, refs).summary).toBe('Logged habit "Run" on 2026-11-27');
    expect(describeAgentRow('journal_entries', null, { content: 'A good day', mood: 7, created_at: '2026-11-27T09:00:00+00:00' }).summary).toBe('Added journal entry for 2026-11-27');
    expect(describeAgentRow('mood_logs', null, { value: 8, logged_at: '2026-11-27T09:00:00+00:00' }).summary).toBe('Logged mood 8/10 on 2026-11-27');
    expect(describeAgentRow('active_sessions', null, { title: 'Focus', started_at: '2026-11-27T09:00:00+00:00' }).summary).toBe('Started the timer');
    expect(describeAgentRow('active_sessions', { title: 'Focus' }, null).summary).toBe('Stopped the timer');
    expect(describeAgentRow('activities', null, { title: 'Focus', duration_seconds: 1500, type: 'work' }).fields).toContainEqual({ field: 'Duration', before: null, after: '25 min' });
  });

  it('names the row a refusal is about', () => {
    expect(agentRowReference('todos', task())).toBe('the task "Buy milk"');
    expect(agentRowReference('active_sessions', { title: 'Focus' })).toBe('the timer');
    expect(agentRowReference('journal_entries', { created_at: '2026-11-27T09:00:00Z' })).toBe('the journal entry for 2026-11-27');
  });

  it('sums a change up by its first row', () => {
    expect(agentChangeSummary([{ summary: 'Completed task "A"' }])).toBe('Completed task "A"');
    expect(agentChangeSummary([{ summary: 'Completed task "A"' }, { summary: 'Added task "A"' }])).toBe('Completed task "A", and 1 more change');
  });

  it('cuts a long text', () => {
    const long = 'x'.repeat(AGENT_CHANGE_VALUE_MAX_LENGTH * 2);
    const [field] = describeAgentRow('journal_entries', null, { content: long, created_at: '2026-11-27' }).fields;
    expect(field!.after!.length).toBe(AGENT_CHANGE_VALUE_MAX_LENGTH);
  });
});

const value = fc.oneof(fc.constant(null), fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
const columns = ['id', 'user_id', 'title', 'status', 'priority', 'done', 'content', 'mood', 'value', 'date', 'habit_id', 'updated_at', 'via_token', 'created_at', 'resumed_at', 'type'];
const row = fc.dictionary(fc.constantFrom(...columns), value);

describe('every logged row reads as a sentence', () => {
  it('every table and action has a non-empty summary and kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AGENT_CHANGE_TABLES, 'unknown_table'), fc.option(row, { nil: null }), row, fc.boolean(), (table, before, after, deleted) => {
        const item = deleted ? describeAgentRow(table, after, null) : describeAgentRow(table, before, after);
        expect(item.summary.trim()).not.toBe('');
        expect(item.kind).not.toBe('');
        expect(agentRowReference(table, after).startsWith('the ')).toBe(true);
      }),
    );
  });

  it('an update lists only the fields that differ, never ids, the owner, times or the token', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AGENT_CHANGE_TABLES), row, row, (table, before, after) => {
        const item = describeAgentRow(table, before, after);
        for (const field of item.fields) expect(field.before).not.toBe(field.after);
        expect(item.fields.map((field) => field.field)).not.toContain('via_token');
        const unchanged = describeAgentRow(table, before, { ...before });
        expect(unchanged.fields).toEqual([]);
      }),
    );
  });
});

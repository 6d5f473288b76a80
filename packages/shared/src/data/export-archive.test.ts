import { describe, expect, it } from 'vitest';
import { exportArchiveSchema } from './export-archive';

describe('the export archive format (docs/product/data.md "Export")', () => {
  it('refuses an archive of another format or version, and a task whose status is not one of the board’s', () => {
    const archive = {
      format: 'cadence-export',
      version: 1,
      exportedAt: '2026-11-27T10:00:00.000Z',
      profile: { name: 'Ada', fullName: 'Ada', email: 'ada@example.com', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', timeZone: null, weekStart: 'monday', shareJournalWithAi: false },
      tasks: [],
      taskHistory: [],
      journalEntries: [],
      moodLogs: [],
      goals: [],
      habits: [],
      habitCompletions: [],
      activities: [],
      runningTimer: null,
      subscriptions: [],
      ai: { hasAiAccess: false, successfulCalls: 0, callsByDay: [] },
    };
    expect(exportArchiveSchema.safeParse(archive).success).toBe(true);
    expect(exportArchiveSchema.safeParse({ ...archive, version: 2 }).success).toBe(false);
    expect(exportArchiveSchema.safeParse({ ...archive, format: 'todoist' }).success).toBe(false);
    const task = { id: 't1', title: 'x', description: null, priority: 'high', dueDate: null, category: null, status: 'done', estimatedMinutes: null, habitId: null, completedAt: null, createdAt: archive.exportedAt, updatedAt: archive.exportedAt };
    expect(exportArchiveSchema.safeParse({ ...archive, tasks: [task] }).success).toBe(false);
    expect(exportArchiveSchema.safeParse({ ...archive, tasks: [{ ...task, status: 'completed' }] }).success).toBe(true);
  });
});

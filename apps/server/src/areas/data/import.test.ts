import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportArchiveSchema,
  GOAL_CATEGORIES,
  goalStanding,
  HABIT_CATEGORIES,
  HABIT_FREQUENCIES,
  IMPORT_MESSAGES,
  isSafeText,
  REMINDER_OFFSETS,
  TODO_PRIORITIES,
  type ExportArchive,
  type RepeatRule,
} from '@cadence/shared';
import { habits, importDrafts, journalEntries, todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { commitOf, exportFilesOf, exportZipOf, importInto, livedInAccount, previewOf, uploadImport } from '../../testing/data-kit';
import { signedInUser } from '../../testing/factories';
import { createImportTurns, IMPORT_BUSY_MESSAGE } from './import-turns';

// POST /api/data-imports (docs/product/data.md "Import"; issue 20 §2): a Cadence archive back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const archiveOf = async (cookie: string) => exportArchiveSchema.parse(JSON.parse((await exportFilesOf(t, cookie))['cadence.json']!));

/**
 * An archive with its ids replaced by names made of each row's content, and its rows in a content
 * order: two archives of the same data in two accounts compare equal, relations included (a task's
 * habit is named by the habit's content, not its id).
 */
function withoutIds(archive: ExportArchive) {
  const names = new Map<string, string>();
  const nameAll = <Row extends { id: string }>(rows: Row[], shape: (row: Row) => unknown) => {
    const shaped = rows.map((row) => ({ id: row.id, text: JSON.stringify(shape(row)) }));
    for (const { id, text } of shaped) names.set(id, text);
    return shaped.map(({ text }) => text).sort();
  };
  const ref = (id: string | null) => (id === null ? null : (names.get(id) ?? `missing ${id}`));
  const goalsNamed = nameAll(archive.goals, ({ id: _id, milestones, ...row }) => ({ ...row, milestones: milestones.map(({ id: _m, ...step }) => step) }));
  const habitsNamed = nameAll(archive.habits, ({ id: _id, goalId, ...row }) => ({ ...row, goal: ref(goalId) }));
  // A checklist item gets a new id, as a milestone does (docs/product/todos.md "Checklist").
  // A series is named by its first occurrence's content (docs/product/todos.md "Repeating tasks").
  const seriesName = (seriesId: string | null) => {
    if (seriesId === null) return null;
    const first = archive.tasks.find((task) => task.id === seriesId);
    return first ? `${first.title} ${first.createdAt}` : 'a series outside the file';
  };
  const tasksNamed = nameAll(archive.tasks, ({ id: _id, habitId, goalId, checklist, seriesId, ...row }) => ({ ...row, checklist: checklist.map(({ id: _item, ...item }) => item), habit: ref(habitId), goal: ref(goalId), series: seriesName(seriesId) }));
  return {
    habits: habitsNamed,
    tasks: tasksNamed,
    taskHistory: nameAll(archive.taskHistory, ({ id: _id, taskId, ...row }) => ({ ...row, task: ref(taskId) })),
    goals: goalsNamed,
    habitCompletions: nameAll(archive.habitCompletions, ({ id: _id, habitId, ...row }) => ({ ...row, habit: ref(habitId) })),
    journalEntries: nameAll(archive.journalEntries, ({ id: _id, ...row }) => row),
    moodLogs: nameAll(archive.moodLogs, ({ id: _id, ...row }) => row),
    activities: nameAll(archive.activities, ({ id: _id, taskId, ...row }) => ({ ...row, task: ref(taskId) })),
    habitBreaks: archive.habitBreaks.map((range) => JSON.stringify(range)).sort(),
  };
}

const json = (archive: unknown) => JSON.stringify(archive);

describe('importing a Cadence export', () => {
  it('into an empty account gives the same archive back, apart from ids and the owner, relations kept', async () => {
    const ada = await livedInAccount(t);
    const before = await archiveOf(ada.cookie);
    const grace = await signedInUser(t);
    const result = await importInto(t, grace.cookie, await exportZipOf(t, ada.cookie), 'cadence-export.zip');
    expect(result.preview).toMatchObject({ format: 'cadence', formatName: 'Cadence export', fileName: 'cadence-export.zip', refusedCount: 0, alreadyThere: 0 });
    expect(result.added).toEqual(result.preview.toAdd);
    expect(result.added).toMatchObject({ tasks: 2, journalEntries: 1, moodLogs: 2, goals: 1, milestones: 1, habits: 1, activities: 1 });

    const after = await archiveOf(grace.cookie);
    expect(withoutIds(after)).toEqual(withoutIds(before));
    // Relations point at Grace's new rows, never at Ada's.
    const task = after.tasks.find((row) => row.habitId !== null)!;
    expect(after.habits.map((habit) => habit.id)).toContain(task.habitId);
    expect(before.habits.map((habit) => habit.id)).not.toContain(task.habitId);
    // A task's and a habit's goal too (docs/product/goals.md "Linked tasks and habits").
    expect(after.goals.map((goal) => goal.id)).toEqual([task.goalId]);
    expect(after.habits.map((habit) => habit.goalId)).toEqual([task.goalId]);
    expect(before.goals.map((goal) => goal.id)).not.toContain(task.goalId);
    // The account's own parts are not content: a file cannot grant a subscription, AI access or move settings.
    expect(after.subscriptions).toEqual([]);
    expect(after.ai.hasAiAccess).toBe(false);
    expect(after.runningTimer).toBeNull();
    expect(after.profile.weekStart).not.toBe('monday');
    // Ada's rows are as they were.
    expect(withoutIds(await archiveOf(ada.cookie))).toEqual(withoutIds(before));
  });

  it('is idempotent: the same archive again adds nothing, and the preview says so', async () => {
    const ada = await livedInAccount(t);
    const zip = await exportZipOf(t, ada.cookie);
    const grace = await signedInUser(t);
    const first = await importInto(t, grace.cookie, zip);
    const before = await archiveOf(grace.cookie);
    const again = await previewOf(t, grace.cookie, zip);
    expect(Object.values(again.toAdd).every((n) => n === 0)).toBe(true);
    expect(again.alreadyThere).toBe(Object.values(first.added).reduce((a, b) => a + b, 0) - first.added.milestones);
    expect((await commitOf(t, grace.cookie, again.id)).added).toEqual(again.toAdd);
    expect(await archiveOf(grace.cookie)).toEqual({ ...before, exportedAt: expect.any(String) });
    // Its own export imported back into the same account adds nothing either.
    const own = await previewOf(t, ada.cookie, zip);
    expect(Object.values(own.toAdd).every((n) => n === 0)).toBe(true);
  });

  it('adds each row once when the same file is committed twice at the same moment, on two instances', async () => {
    const ada = await livedInAccount(t);
    const zip = await exportZipOf(t, ada.cookie);
    const grace = await signedInUser(t);
    // A second instance on the same database: its imports take turns apart from the first's.
    const second = await createTestApp({ database: t.database });
    try {
      const [one, two] = [await previewOf(t, grace.cookie, zip), await previewOf(second, grace.cookie, zip)];
      const results = await Promise.all([commitOf(t, grace.cookie, one.id), commitOf(second, grace.cookie, two.id)]);
      expect(results[0].added.tasks + results[1].added.tasks).toBe(2);
      expect(results[0].added.habits + results[1].added.habits).toBe(1);
    } finally {
      await second.close();
    }
    const [tasks] = await t.db.select({ n: count() }).from(todos).where(eq(todos.userId, grace.id));
    expect(tasks!.n).toBe(2);
  });

  it('takes turns: a second import on the same instance waits for the first, then runs', async () => {
    const turns = createImportTurns({ maxWaitMs: 1_000 });
    const order: string[] = [];
    let finishFirst = () => {};
    const first = turns.run('ada', () => new Promise<void>((resolve) => (finishFirst = () => (order.push('first'), resolve()))));
    const second = turns.run('grace', async () => void order.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    // One whose turn does not come in time is told so, in words.
    const held = turns.run('ada', () => new Promise<void>((resolve) => setTimeout(resolve, 1_500)));
    await expect(turns.run('grace', async () => undefined)).rejects.toMatchObject({ status: 503, message: IMPORT_BUSY_MESSAGE });
    await held;
  });

  it('keeps an archive of any content exactly (property: export, import into an empty account, export again)', async () => {
    const now = t.clock.now().getTime();
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: now }).map((ms) => new Date(ms).toISOString());
    const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
    const words = (max: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }).filter((s) => s.trim() !== '' && isSafeText(s));
    // A list item as the journal stores one: trimmed (journal-items.ts), so the archive is one Cadence could have written.
    const item = (max: number) => words(max).filter((s) => s.trim() === s);
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const id = fc.uuid();
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    // docs/product/habits.md "Rest days": a day or a range of at most 90 days.
    const rest = fc.tuple(day, fc.integer({ min: 0, max: 89 }), maybe(item(20))).map(([startDate, length, reason]) => ({ startDate, endDate: new Date(Date.parse(startDate) + length * 86_400_000).toISOString().slice(0, 10), reason }));
    const archive = fc
      .record({
        restsForAll: fc.uniqueArray(rest, { maxLength: 2, selector: (range) => `${range.startDate}/${range.endDate}` }),
        habits: fc.array(fc.record({ id, title: words(30), description: maybe(words(60)), frequency: fc.constantFrom(...HABIT_FREQUENCIES), timeOfDay: fc.constant(null), category: fc.constantFrom(...HABIT_CATEGORIES), color: fc.constantFrom('#4C51BF', '#2B6CB0'), reminderTimes: fc.uniqueArray(time, { maxLength: 5 }).map((times) => times.sort()), reminderDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }).map((days) => days.sort()), createdAt: instant, updatedAt: instant, target: fc.integer({ min: 2, max: 31 }), amount: maybe(fc.integer({ min: 1, max: 100 })), unit: maybe(item(10)), rests: fc.uniqueArray(rest, { maxLength: 2, selector: (range) => `${range.startDate}/${range.endDate}` }).map((ranges) => ranges.sort((a, b) => (a.startDate + a.endDate).localeCompare(b.startDate + b.endDate))) }), { maxLength: 3 }),
        tasks: fc.array(fc.record({ id, title: words(40), description: maybe(words(80)), priority: fc.constantFrom(...TODO_PRIORITIES), dueDate: maybe(day), dueTime: maybe(time), reminder: maybe(fc.constantFrom(...REMINDER_OFFSETS)), category: maybe(words(20)), done: fc.boolean(), estimatedMinutes: maybe(fc.integer({ min: 1, max: 600 })), createdAt: instant, updatedAt: instant, completedAt: instant, habit: fc.nat(), steps: fc.array(fc.record({ id, title: item(30), done: fc.boolean() }), { maxLength: 3 }), repeat: maybe(fc.constantFrom<RepeatRule>({ every: 'day', interval: 1, from: 'due' }, { every: 'month', interval: 2, monthDay: 31, from: 'due' }, { every: 'week', interval: 1, weekdays: [1, 4], from: 'completion', count: 5 })) }), { maxLength: 4 }),
        entries: fc.array(fc.record({ id, content: words(200), mood: fc.integer({ min: 1, max: 10 }), tags: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 3 }), highlights: fc.array(item(20), { maxLength: 2 }), gratitude: fc.array(item(20), { maxLength: 2 }), createdAt: instant, updatedAt: instant }), { maxLength: 3 }),
        moods: fc.array(fc.record({ id, value: fc.integer({ min: 1, max: 10 }), notes: maybe(words(50)), factors: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 3 }), loggedAt: instant, createdAt: instant }), { maxLength: 3 }),
        goals: fc.array(fc.record({ id, title: words(30), description: maybe(words(50)), category: fc.constantFrom(...GOAL_CATEGORIES), targetDate: maybe(day), createdAt: instant, updatedAt: instant, completedAt: instant, steps: fc.array(fc.record({ id, title: words(30), completed: fc.boolean(), dueDate: maybe(day), at: instant }), { maxLength: 3 }) }), { maxLength: 2 }),
        activities: fc.array(fc.record({ id, type: fc.constantFrom(...ACTIVITY_TYPES), title: words(30), description: maybe(words(40)), durationSeconds: fc.integer({ min: 0, max: 36_000 }), startedAt: instant, energy: fc.integer({ min: 1, max: 10 }), focus: fc.integer({ min: 1, max: 10 }), satisfaction: fc.integer({ min: 1, max: 10 }), createdAt: instant, updatedAt: instant, task: fc.nat() }), { maxLength: 3 }),
        days: fc.uniqueArray(day, { maxLength: 4 }),
      })
      .map(({ habits: targeted, tasks: ts, entries, moods, goals: gs, activities: as, days, restsForAll }) => {
        // A target that fits the period (docs/product/habits.md "Targets"); a unit only with an amount.
        const hs = targeted.map(({ target, amount, unit, rests, ...habit }) => ({
          ...habit,
          targetCount: habit.frequency === 'daily' ? null : Math.min(target, habit.frequency === 'weekly' ? 7 : 31),
          targetAmount: amount,
          unit: amount === null ? null : unit,
          breaks: rests,
        }));
        const habitId = (n: number) => (hs.length > 0 && n % 2 === 0 ? hs[n % hs.length]!.id : null);
        // A task's and a habit's goal (docs/product/goals.md "Linked tasks and habits").
        const goalId = (n: number) => (gs.length > 0 && n % 3 !== 0 ? gs[n % gs.length]!.id : null);
        // A due time only with a due date, a reminder only with both (docs/product/reminders.md "Tasks").
        // A repeating task is in its own series, or in the first task's when that one repeats too.
        const seriesOf = (n: number, taskId: string) => (n > 0 && ts[0]!.repeat !== null ? ts[0]!.id : taskId);
        const tasks = ts.map(({ done, habit, completedAt, dueTime, reminder, steps, repeat, ...task }, n) => {
          const time = task.dueDate === null ? null : dueTime;
          // A checklist in its order (docs/product/todos.md "Checklist").
          const checklist = steps.map((step, position) => ({ ...step, position }));
          return { ...task, checklist, dueTime: time, reminder: time === null ? null : reminder, status: done ? ('completed' as const) : ('not_started' as const), completedAt: done ? completedAt : null, habitId: habitId(habit), goalId: goalId(habit), repeat, seriesId: repeat === null ? null : seriesOf(n, task.id), occurrence: repeat === null ? null : n + 1 };
        });
        return {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          exportedAt: new Date(now).toISOString(),
          profile: { name: 'Someone', fullName: '', email: 'someone@example.com', emailVerified: true, createdAt: new Date(now).toISOString(), timeZone: null, weekStart: 'sunday', shareJournalWithAi: false },
          habits: hs.map((habit, n) => ({ ...habit, goalId: goalId(n + 1) })),
          tasks,
          taskHistory: tasks.map((task, n) => ({ id: crypto.randomUUID(), taskId: n % 3 === 2 ? null : task.id, previousStatus: 'not_started', newStatus: task.status, changedBy: 'user', changedAt: task.updatedAt, notes: `Status changed ${n}` })),
          journalEntries: entries,
          moodLogs: moods,
          goals: gs.map(({ steps, completedAt, ...goal }) => {
            const milestones = steps.map(({ at, ...step }, position) => ({ ...step, position, completedAt: step.completed ? at : null, createdAt: at, updatedAt: at }));
            const standing = goalStanding(milestones);
            return { ...goal, ...standing, completedAt: standing.status === 'completed' ? completedAt : null, milestones };
          }),
          habitCompletions: hs.length === 0 ? [] : days.map((date, n) => ({ id: crypto.randomUUID(), habitId: hs[n % hs.length]!.id, date, completed: n % 2 === 0, amount: n % 3 === 0 ? n : null, notes: null, createdAt: new Date(now).toISOString() })),
          habitBreaks: restsForAll,
          activities: as.map(({ task, ...activity }) => ({ ...activity, taskId: tasks.length > 0 && task % 2 === 0 ? tasks[task % tasks.length]!.id : null })),
          runningTimer: null,
          subscriptions: [],
          ai: { hasAiAccess: false, successfulCalls: 0, callsByDay: [] },
        };
      });
    await fc.assert(
      fc.asyncProperty(archive, async (written) => {
        const parsed = exportArchiveSchema.parse(written);
        const someone = await signedInUser(t);
        const { preview } = await importInto(t, someone.cookie, json(parsed), 'cadence.json');
        expect(preview.refused).toEqual([]);
        expect(withoutIds(await archiveOf(someone.cookie))).toEqual(withoutIds(parsed));
      }),
      { numRuns: 25 },
    );
  });
});

describe('what an import refuses', () => {
  const validArchive = () => ({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: '2026-01-01T00:00:00.000Z',
    profile: { name: 'A', fullName: '', email: 'a@example.com', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z', timeZone: null, weekStart: 'sunday', shareJournalWithAi: false },
    tasks: [] as unknown[],
    taskHistory: [],
    journalEntries: [] as unknown[],
    moodLogs: [],
    goals: [],
    habits: [] as unknown[],
    habitCompletions: [] as unknown[],
    activities: [],
    runningTimer: null,
    subscriptions: [],
    ai: { hasAiAccess: true, successfulCalls: 0, callsByDay: [] },
  });
  const task = (title: string) => ({ id: crypto.randomUUID(), title, description: null, priority: 'medium', dueDate: null, category: null, status: 'not_started', estimatedMinutes: null, habitId: null, completedAt: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });

  it('names each row that breaks a rule, with the rule, and imports the rest', async () => {
    const me = await signedInUser(t);
    const archive = validArchive();
    archive.tasks = [task('Fine'), task('x'.repeat(201)), task('Nul \u0000 inside'), { ...task('Done?'), status: 'completed' }];
    archive.journalEntries = [{ id: crypto.randomUUID(), content: 'From the future', mood: 5, tags: [], highlights: [], gratitude: [], createdAt: '2099-01-01T00:00:00.000Z', updatedAt: '2099-01-01T00:00:00.000Z' }];
    archive.habitCompletions = [{ id: crypto.randomUUID(), habitId: crypto.randomUUID(), date: '2026-01-02', completed: true, notes: null, createdAt: '2026-01-02T00:00:00.000Z' }];
    archive.habits = [{ id: 'not a habit' }];
    archive.moodLogs = [{ id: crypto.randomUUID(), value: 11, notes: null, factors: [], loggedAt: 'yesterday', createdAt: '2026-01-01T00:00:00.000Z' }] as never;
    const preview = await previewOf(t, me.cookie, json(archive), 'cadence.json');
    expect(preview.toAdd.tasks).toBe(1);
    expect(preview.refused).toEqual([
      { where: 'Mood 1 of cadence.json', rule: '"value" is out of range' },
      { where: 'Habit 1 of cadence.json', rule: '"title" is missing' },
      { where: `Task 2 ("${'x'.repeat(39)}…")`, rule: 'Title must be at most 200 characters' },
      { where: 'Task 3 ("Nul inside")', rule: 'Title must not contain control characters' },
      { where: 'Task 4 ("Done?")', rule: 'A task has a completion time exactly when it is completed' },
      { where: 'Journal entry 1 ("From the future")', rule: 'An entry cannot be dated in the future' },
      { where: 'Habit completion 1 ("2026-01-02")', rule: 'Its habit is not in the file or is not imported' },
    ]);
    expect(preview.refusedCount).toBe(7);
    const { added } = await commitOf(t, me.cookie, preview.id);
    expect(added.tasks).toBe(1);
  });

  it('reads a task or habit without goalId (an archive from before goals) as unlinked, and drops a link to a goal the file does not bring', async () => {
    const me = await signedInUser(t);
    const archive = validArchive();
    const habit = { id: crypto.randomUUID(), title: 'Read', description: null, frequency: 'daily', timeOfDay: null, category: 'learning', color: '#4C51BF', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    archive.tasks = [task('From before goals'), { ...task('Lost goal'), goalId: crypto.randomUUID() }];
    archive.habits = [habit, { ...habit, id: crypto.randomUUID(), title: 'Walk', goalId: crypto.randomUUID() }];
    const { added } = await importInto(t, me.cookie, json(archive), 'cadence.json');
    expect(added).toMatchObject({ tasks: 2, habits: 2 });
    const after = await archiveOf(me.cookie);
    expect([...after.tasks, ...after.habits].map((row) => row.goalId)).toEqual([null, null, null, null]);
  });

  it('refuses a file it cannot read as a whole, with what to do, and writes nothing', async () => {
    const me = await signedInUser(t);
    const zip = await exportZipOf(t, (await livedInAccount(t)).cookie);
    const cases: Array<[string | Uint8Array, number, string]> = [
      ['', 400, IMPORT_MESSAGES.empty],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x9f]), 400, IMPORT_MESSAGES.notText],
      [zip.subarray(0, Math.floor(zip.length / 2)), 400, IMPORT_MESSAGES.damagedZip],
      [json(validArchive()).slice(0, 120), 400, IMPORT_MESSAGES.invalidJson],
      [json({ ...validArchive(), version: 2 }), 400, IMPORT_MESSAGES.wrongVersion(2)],
      [json({ format: 'something-else' }), 400, IMPORT_MESSAGES.notRecognised],
      ['just some words\nand more', 400, IMPORT_MESSAGES.notRecognised],
      ['{"metadata": {"version": "1.0"}, "entries": [{"uuid"', 400, IMPORT_MESSAGES.invalidJson],
      ['\u0000\u0001\u0002,\u0003\n\u0004', 400, IMPORT_MESSAGES.notRecognised],
      [zipSync({ 'cadence.json': new Uint8Array(110 * 1024 * 1024).fill(32) }, { level: 9 }), 413, IMPORT_MESSAGES.zipTooLarge],
    ];
    for (const [file, status, message] of cases) {
      const response = await uploadImport(t, me.cookie, file, 'file');
      expect(response.status, String(message)).toBe(status);
      expect((await response.json()).error.message).toContain(message);
    }
    const [drafts] = await t.db.select({ n: count() }).from(importDrafts).where(eq(importDrafts.userId, me.id));
    expect(drafts!.n).toBe(0);
  });

  it('answers 413 naming the limit for a file over 50 MB, before reading it', async () => {
    const me = await signedInUser(t);
    const response = await uploadImport(t, me.cookie, new Uint8Array(50 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe('The file is larger than 50 MB, the most an import takes.');
  });

  it('commits a preview once, only for its owner, and a cancelled one not at all', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const archive = validArchive();
    archive.tasks = [task('Mine')];
    const preview = await previewOf(t, me.cookie, json(archive));
    expect((await t.request(`/api/data-imports/${preview.id}/commit`, { cookie: other.cookie, method: 'POST' })).status).toBe(404);
    expect((await t.request(`/api/data-imports/${preview.id}`, { cookie: other.cookie, method: 'DELETE' })).status).toBe(404);
    expect((await t.request('/api/data-imports/not-a-uuid/commit', { cookie: me.cookie, method: 'POST' })).status).toBe(404);
    await commitOf(t, me.cookie, preview.id);
    expect((await t.request(`/api/data-imports/${preview.id}/commit`, { cookie: me.cookie, method: 'POST' })).status).toBe(404);
    const cancelled = await previewOf(t, me.cookie, json({ ...archive, tasks: [task('Never')] }));
    expect((await t.request(`/api/data-imports/${cancelled.id}`, { cookie: me.cookie, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/data-imports/${cancelled.id}/commit`, { cookie: me.cookie, method: 'POST' })).status).toBe(404);
    const titles = (await t.db.select({ title: todos.title }).from(todos).where(eq(todos.userId, me.id))).map((row) => row.title);
    expect(titles).toEqual(['Mine']);
    expect((await t.db.select({ title: todos.title }).from(todos).where(eq(todos.userId, other.id))).length).toBe(0);
  });

  it('writes all of a file or nothing: a commit that fails halfway leaves the account as it was', async () => {
    const me = await signedInUser(t);
    const archive = validArchive();
    archive.habits = [{ id: crypto.randomUUID(), title: 'Read', description: null, frequency: 'daily', timeOfDay: null, category: 'learning', color: '#4C51BF', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }];
    archive.tasks = [task('One')];
    const preview = await previewOf(t, me.cookie, json(archive));
    // The draft altered behind the checks: its task breaks a constraint after the habit is written.
    const [draft] = await t.db.select({ batch: importDrafts.batch }).from(importDrafts).where(eq(importDrafts.id, preview.id));
    const batch = JSON.parse(draft!.batch);
    batch.tasks[0].priority = 'urgent';
    await t.db.update(importDrafts).set({ batch: JSON.stringify(batch) }).where(eq(importDrafts.id, preview.id));
    const response = await t.request(`/api/data-imports/${preview.id}/commit`, { cookie: me.cookie, method: 'POST' });
    expect(response.status).toBe(500);
    expect(await t.db.select().from(habits).where(and(eq(habits.userId, me.id)))).toEqual([]);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.userId, me.id))).toEqual([]);
    // The draft is still there: the failed commit took nothing.
    expect((await t.db.select().from(importDrafts).where(eq(importDrafts.id, preview.id))).length).toBe(1);
  });

  it('needs a session and the app’s own origin', async () => {
    expect((await t.request('/api/data-imports', { body: 'x', origin: false })).status).toBe(403);
    expect((await t.request('/api/data-imports', { body: 'x' })).status).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchiveJsonSchema, exportArchiveSchema } from '@cadence/shared';
import { accounts, sessions, verifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { exportFilesOf, livedInAccount } from '../../testing/data-kit';

// GET /api/data-export (docs/product/data.md "Export"; issue 20 §1).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** RFC 4180 records of a CSV text (quoted cells with doubled quotes, CRLF between records). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    i += 1;
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && next === '\n') {
      endCell();
      records.push(record);
      record = [];
      i += 1;
    } else {
      cell += char;
    }
  }
  return records;
}

describe('GET /api/data-export', () => {
  it('gives one zip of everything the person owns: the archive that its schema accepts, CSV, Markdown and iCalendar', async () => {
    const me = await livedInAccount(t);
    const other = await livedInAccount(t);
    const files = await exportFilesOf(t, me.cookie);
    expect(Object.keys(files).filter((name) => !name.startsWith('journal/')).sort()).toEqual(
      [
        'README.txt',
        'cadence.json',
        'cadence-export.schema.json',
        'calendar.ics',
        'csv/activities.csv',
        'csv/goals.csv',
        'csv/habit-completions.csv',
        'csv/habits.csv',
        'csv/journal.csv',
        'csv/milestones.csv',
        'csv/moods.csv',
        'csv/task-history.csv',
        'csv/tasks.csv',
      ].sort(),
    );

    // The archive: its own schema accepts it, every area is there, and its relations hold.
    const archive = exportArchiveSchema.parse(JSON.parse(files['cadence.json']!));
    expect(JSON.parse(files['cadence-export.schema.json']!)).toEqual(exportArchiveJsonSchema());
    expect(archive.profile.email).toBe(me.email);
    expect(archive.tasks.map((task) => task.title).sort()).toEqual(['=SUM(A1:A2)', 'Draft the plan, "v2" 🎉']);
    const habitIds = new Set(archive.habits.map((habit) => habit.id));
    const taskIds = new Set(archive.tasks.map((task) => task.id));
    expect(archive.tasks.filter((task) => task.habitId !== null).every((task) => habitIds.has(task.habitId!))).toBe(true);
    expect(archive.taskHistory.length).toBeGreaterThan(0);
    expect(archive.taskHistory.every((change) => change.taskId === null || taskIds.has(change.taskId))).toBe(true);
    expect(new Set(archive.taskHistory.map((change) => change.changedBy))).toEqual(new Set(['user']));
    expect(archive.habitCompletions.every((day) => habitIds.has(day.habitId))).toBe(true);
    expect(archive.goals[0]?.milestones.map((step) => step.title)).toEqual(['First 10 km']);
    expect([archive.journalEntries.length, archive.moodLogs.length, archive.activities.length, archive.subscriptions.length]).toEqual([1, 2, 1, 1]);
    expect(archive.runningTimer?.title).toBe('Writing');
    expect(archive.profile.weekStart).toBe('monday');

    // CSV: a spreadsheet reads the same text back, commas, quotes, line breaks and emoji included.
    expect(files['csv/tasks.csv']!.slice(0, 30)).toBe('\uFEFFid,title,description,priority');
    const tasks = csvRecords(files['csv/tasks.csv']!.slice(1));
    const draft = tasks.find((record) => record[1] === 'Draft the plan, "v2" 🎉');
    expect(draft?.[2]).toBe('Line one\nLine two, with a comma');
    expect(draft?.[4]).toBe('2026-12-03');
    // A formula is kept as text, not run by the spreadsheet.
    expect(tasks.some((record) => record[1] === "'=SUM(A1:A2)")).toBe(true);
    const journal = csvRecords(files['csv/journal.csv']!.slice(1));
    expect(journal[1]?.[4]).toBe('A good day.\n\nWalked by the river, "slowly"; saw herons 🐦');
    expect(journal[1]?.[5]).toBe('walk; calm');

    // Markdown: one file per entry, the front matter first.
    const [markdown] = Object.entries(files).filter(([name]) => name.startsWith('journal/'));
    expect(markdown?.[0]).toMatch(/^journal\/\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.md$/);
    expect(markdown?.[1]).toContain('mood: 7\n');
    expect(markdown?.[1]).toContain('tags: \n  - "walk"\n  - "calm"\n');
    expect(markdown?.[1]).toMatch(/---\n\nA good day\.\n\nWalked by the river, "slowly"; saw herons 🐦\n$/);

    // iCalendar: the dated task, read by a calendar parser.
    const events = new ICAL.Component(ICAL.parse(files['calendar.ics']!)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary)).toContain('✓ Draft the plan, "v2" 🎉');

    // Nothing of the other person.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.id);
  });

  it('holds no secret: no password hash, session token, reset token or the server’s key', async () => {
    const me = await livedInAccount(t);
    const everything = Object.values(await exportFilesOf(t, me.cookie)).join('\n');
    const [credential] = await t.db.select({ hash: accounts.password }).from(accounts).where(and(eq(accounts.userId, me.id), eq(accounts.providerId, 'credential')));
    const tokens = await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, me.id));
    const links = await t.db.select({ identifier: verifications.identifier, value: verifications.value }).from(verifications);
    const secrets = [credential!.hash!, ...tokens.map((row) => row.token), ...links.map((row) => row.identifier), t.config.authSecret];
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/\$argon2id\$/);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/data-export')).status).toBe(401);
  });
});

// The heavy account of issue 19: a person with years of data (1,000 tasks, 2,000 journal entries,
// 10 habits × 90 days, 2,000 activities, a dozen goals, 300 mood check-ins), written through the real
// API of a started app, a few requests at a time. Dates the API takes (due dates, habit days,
// activities' startedAt, moods' loggedAt) are spread over the past relative to the bench's now.
// Journal entries and tasks are dated by the server when written (docs/product/journal.md "Days"), so
// once the app has stopped, `backdateHeavyAccount` moves only those timestamps back over the past
// years in the data folder, as years of use would have left them; no server code is involved.
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { DurableNodeFS, durableStartParams } from '../../apps/server/src/db/embedded/durable-node-fs';
import { createSignedInUser } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests in flight at once while seeding: enough to keep the server busy, few enough to stay polite. */
const CONCURRENCY = 8;
/** The zone the seed and the browser agree on (headless Chromium runs in the machine's zone, UTC here). */
export const HEAVY_ACCOUNT_ZONE = 'UTC';

export const HEAVY_ACCOUNT = { tasks: 1000, journalEntries: 2000, habits: 10, habitDays: 90, activities: 2000, goals: 12, moods: 300 } as const;

export interface HeavyAccount {
  cookie: string;
  seedMs: number;
}

const SENTENCES = [
  'Spent the morning on the quarterly plan and finally settled the open questions with the team.',
  'Walked to the park after lunch; the air was cold but the light was beautiful.',
  'Read two chapters before bed and wrote down the ideas worth keeping.',
  'The meeting ran long, but we agreed on the scope and the next three steps.',
  'Cooked dinner with friends and talked for hours about travel plans for the spring.',
  'Felt tired in the afternoon; a short run helped more than another coffee would have.',
  'Cleared the inbox, answered the pending reviews and closed four small tasks.',
  'Called my parents. They are well and the garden is doing better than last year.',
];
const TAGS = ['work', 'family', 'health', 'reading', 'travel', 'gratitude', 'focus', 'friends'];
const TASK_VERBS = ['Review', 'Draft', 'Send', 'Prepare', 'Book', 'Fix', 'Plan', 'Call about', 'Update', 'Renew'];
const TASK_OBJECTS = ['the quarterly report', 'invoice for the client', 'dentist appointment', 'team offsite agenda', 'car insurance', 'blog post draft', 'onboarding checklist', 'budget spreadsheet', 'flight to Lisbon', 'garden fence'];
const CATEGORIES = ['Work', 'Personal', 'Admin', 'Health', 'Home'];
const ACTIVITY_TYPES = ['work', 'exercise', 'learning', 'leisure', 'social', 'other'] as const;
const ACTIVITY_TITLES = ['Deep work on the report', 'Morning run', 'Spanish lesson', 'Reading', 'Coffee with Sam', 'Errands', 'Code review', 'Yoga', 'Online course', 'Board games'];
const HABITS = ['Meditate', 'Read 20 pages', 'Drink water', 'Walk 8,000 steps', 'Journal', 'Stretch', 'No phone after 10 pm', 'Practise Spanish', 'Plan tomorrow', 'Floss'];
const HABIT_CATEGORIES = ['wellness', 'learning', 'wellness', 'fitness', 'personal', 'fitness', 'wellness', 'learning', 'productivity', 'wellness'] as const;
const GOAL_CATEGORIES = ['personal', 'career', 'fitness', 'learning', 'financial', 'relationships'] as const;

/** A paragraph of `count` sentences, starting at a place that depends on `seed`. */
function paragraph(seed: number, count: number): string {
  return Array.from({ length: count }, (_, index) => SENTENCES[(seed + index * 3) % SENTENCES.length]).join(' ');
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Runs `count` jobs with at most CONCURRENCY in flight, failing on the first error. */
async function pooled(count: number, job: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await job(next++);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count) }, worker));
}

function apiOf(baseUrl: string, cookie: string) {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie, 'x-timezone': HEAVY_ACCOUNT_ZONE };
  return async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${route}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!response.ok) throw new Error(`${method} ${route} while seeding the heavy account: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : response.json()) as Promise<T>;
  };
}

/** Signs a new user up and writes the heavy account through the API; `now` is the bench's now. */
export async function seedHeavyAccount(baseUrl: string, now: number): Promise<HeavyAccount> {
  const started = performance.now();
  const cookie = await createSignedInUser(baseUrl, `heavy-${now}@example.com`, 'Bench-Passw0rd!');
  const send = apiOf(baseUrl, cookie);

  const habitIds: string[] = [];
  for (let index = 0; index < HEAVY_ACCOUNT.habits; index += 1) {
    const habit = await send<{ id: string }>('POST', '/api/habits', {
      title: HABITS[index],
      description: index % 2 === 0 ? 'Small and every day, so it sticks.' : null,
      category: HABIT_CATEGORIES[index],
      timeOfDay: (['morning', 'afternoon', 'evening', 'night', null] as const)[index % 5],
    });
    habitIds.push(habit.id);
  }
  // Most days done, a habit's misses falling on different days from the next one's.
  const habitDays = habitIds.flatMap((id, habit) =>
    Array.from({ length: HEAVY_ACCOUNT.habitDays }, (_, day) => ({ id, day })).filter(({ day }) => (habit * 7 + day * 13) % 10 < 8),
  );
  await pooled(habitDays.length, (index) => {
    const { id, day } = habitDays[index]!;
    return send('PUT', `/api/habits/${id}/completions/${isoDate(now - day * DAY_MS)}`);
  });

  // Years of use: most tasks done, a fifth without a due date, the others due from two years back to two months ahead.
  await pooled(HEAVY_ACCOUNT.tasks, (index) =>
    send('POST', '/api/todos', {
      title: `${TASK_VERBS[index % TASK_VERBS.length]} ${TASK_OBJECTS[(index * 3) % TASK_OBJECTS.length]}`,
      description: index % 3 === 0 ? null : paragraph(index, 1 + (index % 3)),
      priority: (['high', 'medium', 'low'] as const)[index % 3],
      status: index % 20 < 12 ? 'completed' : index % 20 < 15 ? 'in_progress' : 'not_started',
      dueDate: index % 5 === 0 ? null : isoDate(now - ((index * 37) % 790) * DAY_MS + 60 * DAY_MS),
      category: CATEGORIES[index % CATEGORIES.length],
      estimatedMinutes: 15 * (1 + (index % 8)),
    }),
  );

  // Activities over the past two years, newest first, 15 minutes to 3 hours each, all over before now.
  await pooled(HEAVY_ACCOUNT.activities, (index) =>
    send('POST', '/api/activities', {
      title: ACTIVITY_TITLES[index % ACTIVITY_TITLES.length],
      type: ACTIVITY_TYPES[index % ACTIVITY_TYPES.length],
      description: index % 4 === 0 ? paragraph(index, 1) : null,
      startedAt: new Date(now - 4 * 60 * 60 * 1000 - index * ((730 * DAY_MS) / HEAVY_ACCOUNT.activities)).toISOString(),
      durationSeconds: 15 * 60 * (1 + (index % 12)),
      energy: 1 + (index % 5),
      focus: 1 + ((index * 2) % 5),
      satisfaction: 1 + ((index * 3) % 5),
    }),
  );

  // Entries of realistic length (one to eight sentences, ~100 to ~800 characters), some with highlights and gratitude.
  await pooled(HEAVY_ACCOUNT.journalEntries, (index) =>
    send('POST', '/api/journal', {
      content: paragraph(index, 1 + (index % 8)),
      mood: 1 + ((index * 7) % 10),
      tags: [TAGS[index % TAGS.length]!, TAGS[(index * 5 + 1) % TAGS.length]!],
      highlights: index % 3 === 0 ? ['Finished the draft', 'A long walk'] : [],
      gratitude: index % 4 === 0 ? ['A quiet morning'] : [],
    }),
  );

  await pooled(HEAVY_ACCOUNT.moods, (index) =>
    send('POST', '/api/moods', {
      value: 1 + ((index * 3) % 10),
      notes: index % 3 === 0 ? 'Slept well, busy day.' : null,
      factors: index % 2 === 0 ? ['sleep', 'work'] : ['exercise'],
      loggedAt: new Date(now - 60 * 60 * 1000 - index * ((90 * DAY_MS) / HEAVY_ACCOUNT.moods)).toISOString(),
    }),
  );

  await pooled(HEAVY_ACCOUNT.goals, (index) =>
    send('POST', '/api/goals', {
      title: `Goal ${index + 1}: ${TASK_OBJECTS[index % TASK_OBJECTS.length]}`,
      description: paragraph(index, 2),
      category: GOAL_CATEGORIES[index % GOAL_CATEGORIES.length],
      targetDate: isoDate(now + ((index * 29) % 300) * DAY_MS - 60 * DAY_MS),
      milestones: Array.from({ length: 3 + (index % 4) }, (_, step) => ({ title: `Step ${step + 1}`, dueDate: isoDate(now + step * 14 * DAY_MS) })),
    }),
  );

  return { cookie, seedMs: performance.now() - started };
}

/**
 * Spreads the journal's entries over the past three years and the tasks' creation (and completion) over
 * the past two, oldest first, in the data folder of a stopped app (the embedded engine allows one process
 * per folder). Every other row already carries the dates the API was given.
 */
export async function backdateHeavyAccount(dataDir: string, now: number): Promise<void> {
  const engine = new PGlite({ fs: new DurableNodeFS(path.join(dataDir, 'pglite')), startParams: durableStartParams() });
  await engine.waitReady;
  try {
    const nowIso = new Date(now).toISOString();
    // Entry n of `total` (0 the oldest) lands (total - n) steps before now, plus up to ten hours so entries fall at different times of day.
    await engine.query(
      `with ordered as (select id, row_number() over (order by created_at, id) - 1 as n, count(*) over () as total from journal_entries)
       update journal_entries j set created_at = $1::timestamptz - make_interval(secs => (o.total - o.n) * $2::double precision + (o.n * 7919) % 36000),
                                    updated_at = $1::timestamptz - make_interval(secs => (o.total - o.n) * $2::double precision + (o.n * 7919) % 36000)
       from ordered o where j.id = o.id`,
      [nowIso, (3 * 365 * DAY_MS) / 1000 / HEAVY_ACCOUNT.journalEntries],
    );
    await engine.query(
      `with ordered as (select id, row_number() over (order by created_at, id) - 1 as n, count(*) over () as total from todos)
       update todos t set created_at = $1::timestamptz - make_interval(secs => (o.total - o.n) * $2::double precision)
       from ordered o where t.id = o.id`,
      [nowIso, (2 * 365 * DAY_MS) / 1000 / HEAVY_ACCOUNT.tasks],
    );
    // A completed task was completed within three weeks of its creation, and never after now.
    await engine.query(
      `update todos set completed_at = least(created_at + make_interval(days => (abs(hashtext(id::text)) % 21)), $1::timestamptz - interval '1 hour')
       where completed_at is not null`,
      [nowIso],
    );
    await engine.query(`update todos set updated_at = coalesce(completed_at, created_at)`);
  } finally {
    await engine.close();
  }
}

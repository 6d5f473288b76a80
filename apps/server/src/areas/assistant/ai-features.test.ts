import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_ENGINE_LABEL, parseHabitSuggestion } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { openEventStream } from '../../testing/event-stream-reader';
import { buildTodo, signedInUser } from '../../testing/factories';
import { insertActivity, insertEntry, insertGoal, premiumUser, sseData, streamedText } from '../../testing/assistant-kit';

// docs/product/ai.md "Offline assistant": every feature answers from the user's own data when no
// model is configured.

const offline = { kind: 'offline', label: OFFLINE_ENGINE_LABEL };
// Time is an input (issue 17): 'today' and 'this week' are this instant's.
const clock = createTestClock(new Date('2026-06-10T12:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const post = (path: string, cookie: string, json: unknown = {}) => t.request(path, { json, cookie });

describe('the offline engine', () => {
  it('insights: productive time, mood trend, streaks at risk and goals near their date', async () => {
    const user = await premiumUser(t);
    await insertActivity(t, user.id, { title: 'Write the proposal', type: 'work', minutes: 80 });
    await insertActivity(t, user.id, { title: 'Evening run', type: 'exercise', minutes: 40 });
    await insertEntry(t, user.id, { content: 'Tired today', mood: 4 });
    const soon = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    await insertGoal(t, user.id, { title: 'Launch the website', targetDate: soon, progress: 40, milestone: 'Write the copy' });
    const response = await post('/api/ai/insights', user.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.engine).toEqual(offline);
    expect(body.text).toContain('1h 20m of work and learning tracked today');
    expect(body.text).toContain('**Mood, last 7 days:** averaged 4.0/10 over 1 day with a mood.');
    expect(body.text).toContain('**Launch the website** is 40% complete, due in 3 days; next milestone: **Write the copy**.');
  });

  it('insights: 14 seconds of work are 14s, never "1h" or "0m"; the mood counts check-ins as the review does (issue 18 §7)', async () => {
    const user = await premiumUser(t);
    await insertActivity(t, user.id, { title: 'Quick email', type: 'work', seconds: 14 });
    await insertEntry(t, user.id, { content: 'Good day', mood: 8 });
    expect((await post('/api/moods', user.cookie, { value: 5 })).status).toBe(201);
    const text = (await (await post('/api/ai/insights', user.cookie)).json()).text as string;
    expect(text).toContain('**Productive time:** 14s of work and learning tracked today.');
    // The review's day: (8 + 5) / 2 = 6.5, not the entry's 8.
    expect(text).toContain('averaged 6.5/10 over 1 day with a mood');
    const review = await (await t.request('/api/dashboard/review?range=week', { cookie: user.cookie })).json();
    expect(review.days.at(-1).mood).toBe(6.5);
  });

  it('journal coaching from the entry\'s mood and sentiment, and the coach\'s chat', async () => {
    const user = await premiumUser(t);
    const low = await insertEntry(t, user.id, { content: 'Exhausted and stressed, the deadline slipped again.', mood: 3, tags: ['work'] });
    const coached = await (await post('/api/ai/journal-coach', user.cookie, { entryId: low })).json();
    expect(coached.engine).toEqual(offline);
    expect(coached.reply).toContain('About your entry of Wednesday, June 10: you rated the day 3/10');
    expect(coached.reply).toContain('reads negative');
    expect(coached.reply).toContain('#work');
    const chat = await (await post('/api/ai/journal-coach', user.cookie, { messages: [{ role: 'user', content: 'I had a wonderful, calm day' }] })).json();
    expect(chat.reply).toContain('That sounds good to hear.');
  });

  it('goal suggestions and habit recommendations fit what the user has', async () => {
    const user = await premiumUser(t);
    await insertGoal(t, user.id, { title: 'Run a half marathon', category: 'fitness' });
    const goals = await (await post('/api/ai/goal-suggestions', user.cookie)).json();
    expect(goals.suggestions).toHaveLength(3);
    expect(goals.suggestions.map((s: { category: string }) => s.category)).not.toContain('fitness');
    const habits = await (await post('/api/ai/habit-recommendations', user.cookie)).json();
    expect(habits.suggestions).toHaveLength(3);
    expect(habits.suggestions[0].text).toBe('Morning Workout - 20 minutes of exercise each morning to move toward "Run a half marathon".');
    expect(habits.suggestions[0].habit).toEqual(parseHabitSuggestion(habits.suggestions[0].text));
    expect(habits.suggestions[0].habit).toMatchObject({ title: 'Morning Workout', category: 'fitness', timeOfDay: 'morning', frequency: 'daily', parsed: true });
  });

  it('activity classification, sentiment and the proxy\'s classifications', async () => {
    const user = await premiumUser(t);
    expect(await (await post('/api/ai/activity-classification', user.cookie, { title: 'Gym session', description: 'Leg day' })).json()).toMatchObject({ engine: offline, type: 'exercise' });
    const entry = await insertEntry(t, user.id, { content: 'Grateful and proud of the team. A great day.', mood: 8 });
    const sentiment = await (await post('/api/ai/sentiment', user.cookie, { entryIds: [entry] })).json();
    expect(sentiment.results).toEqual([{ entryId: entry, score: expect.any(Number), confidence: expect.any(Number), label: 'positive' }]);
    expect((await (await post('/api/ai/sentiment', user.cookie, { text: 'awful, awful day' })).json()).results[0].label).toBe('negative');
    expect(await (await post('/api/grok/classifications', user.cookie, { text: 'Quarterly taxes', categories: ['fun', 'taxes'] })).json()).toEqual({ category: 'taxes', confidence: 0.95, model: 'cadence-offline' });
  });

  it('sentiment from the lexicon spends none of the daily allowance, but still needs access (docs/product/ai.md "Sentiment")', async () => {
    const user = await premiumUser(t);
    const entries = await Promise.all([1, 2, 3].map((n) => insertEntry(t, user.id, { content: `A good day, number ${n}.`, mood: 7 })));
    for (let call = 0; call < 5; call += 1) expect((await post('/api/ai/sentiment', user.cookie, { entryIds: entries })).status).toBe(200);
    const status = await (await t.request('/api/ai/status', { cookie: user.cookie })).json();
    expect(status.quota.used).toBe(0);
    const stranger = await signedInUser(t);
    const own = await insertEntry(t, stranger.id, { content: 'A good day.', mood: 7 });
    expect((await post('/api/ai/sentiment', stranger.cookie, { entryIds: [own] })).status).toBe(403);
  });

  it('the chat streams an answer from the user\'s tasks: due soonest and most important first', async () => {
    const user = await premiumUser(t);
    // issue 18 §7: a task in progress due later was listed above a high-priority task due today.
    await buildTodo(t, user, { title: 'Polish the slides', priority: 'medium', status: 'in_progress', dueDate: '2026-06-14' });
    await buildTodo(t, user, { title: 'Send the invoice', priority: 'high', dueDate: '2026-06-10' });
    await buildTodo(t, user, { title: 'Book the dentist', priority: 'low', dueDate: '2026-06-10' });
    await buildTodo(t, user, { title: 'Plan the offsite', priority: 'high' });
    const response = await post('/api/ai/chat', user.cookie, { messages: [{ role: 'user', content: 'What should I focus on today?' }] });
    expect(response.status).toBe(200);
    const payloads = await sseData(response as unknown as Response);
    const text = streamedText(payloads);
    expect(text).toMatch(/^For today \(Wednesday, June 10\)/);
    expect(text).toContain('1. **Send the invoice** (due today, high priority)\n2. **Book the dentist** (due today)');
    expect(text).not.toContain('Polish the slides');
    expect(text).toContain('Also important: **Plan the offsite** (high priority).');
    expect(payloads.at(-1)).toBe('[DONE]');
  });

  it('"What should I focus on tomorrow?" speaks of tomorrow: due tomorrow, overdue, high priority (issue 18 §7)', async () => {
    const user = await premiumUser(t);
    await buildTodo(t, user, { title: 'Call the bank', priority: 'medium', dueDate: '2026-06-11' });
    await buildTodo(t, user, { title: 'File the expenses', priority: 'low', dueDate: '2026-06-08' });
    await buildTodo(t, user, { title: 'Write the launch post', priority: 'high', dueDate: '2026-06-20' });
    const answer = await post('/api/ai/chat', user.cookie, { messages: [{ role: 'user', content: 'What should I focus on tomorrow?' }] });
    const text = streamedText(await sseData(answer as unknown as Response));
    expect(text.split('\n')[0]).toMatch(/^For tomorrow \(Thursday, June 11\)/);
    expect(text).not.toMatch(/\btoday\b/i);
    expect(text).toContain('1. **File the expenses** (overdue by 2 days)\n2. **Call the bank** (due tomorrow)');
    expect(text).toContain('Also important: **Write the launch post** (due in 10 days, high priority).');
  });

  it('says so when it cannot answer, and for a period it does not plan', async () => {
    const user = await premiumUser(t);
    const ask = async (content: string) => streamedText(await sseData((await post('/api/ai/chat', user.cookie, { messages: [{ role: 'user', content }] })) as unknown as Response));
    expect(await ask('What is the capital of France?')).toMatch(/^I can't answer that from your Cadence data/);
    expect(await ask('What should I focus on next week?')).toMatch(/^I can't answer that for next week/);
  });
});

describe('settings and status', () => {
  it('the journal-sharing consent is off by default; offline, no one would receive it', async () => {
    const user = await signedInUser(t);
    expect(await (await t.request('/api/ai/settings', { cookie: user.cookie })).json()).toEqual({ shareJournalWithAi: false, recipient: null });
    const stream = await openEventStream(t, user.cookie);
    try {
      const response = await t.request('/api/ai/settings', { method: 'PATCH', json: { shareJournalWithAi: true }, cookie: user.cookie });
      expect(await response.json()).toEqual({ shareJournalWithAi: true, recipient: null });
      await stream.waitFor((e) => (e.data as { area?: string }).area === 'ai-settings');
    } finally {
      await stream.close();
    }
    const bad = await t.request('/api/ai/settings', { method: 'PATCH', json: { shareJournalWithAi: 'yes' }, cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.shareJournalWithAi).toBe('Share journal with ai must be true or false');
  });

  it('bad input is 400 with field messages', async () => {
    const user = await premiumUser(t);
    const cases: Array<[string, unknown, string]> = [
      ['/api/ai/chat', { messages: [] }, 'messages'],
      ['/api/ai/chat', { messages: [{ role: 'assistant', content: 'Hi' }] }, 'messages'],
      ['/api/ai/journal-coach', {}, 'entryId'],
      ['/api/ai/journal-coach', { entryId: 'nope' }, 'entryId'],
      ['/api/ai/activity-classification', { title: '  ' }, 'title'],
      ['/api/ai/sentiment', { text: 'a', entryIds: [] }, 'entryIds'],
      ['/api/grok/chat/completions', { messages: [{ role: 'system', content: 'You are' }] }, 'messages'],
      ['/api/grok/chat/completions', { messages: [{ role: 'user', content: 'x' }], temperature: 5 }, 'temperature'],
      ['/api/grok/classifications', { text: 'x', categories: ['a'] }, 'categories'],
    ];
    for (const [path, json, field] of cases) {
      const response = await post(path, user.cookie, json);
      expect(response.status, `${path} ${JSON.stringify(json)}`).toBe(400);
      expect(Object.keys((await response.json()).error.fields ?? {}), path).toContain(field);
    }
    expect((await (await t.request('/api/ai/status', { cookie: user.cookie })).json()).quota.used).toBe(0);
  });
});

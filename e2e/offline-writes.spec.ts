import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column } from './support/board';
import { expect, test } from './support/fixtures';
import { MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { currentCard, startForm } from './support/activity';
import { addHabit, habitCard } from './habits-helpers';
import { chooseFromMenu } from './todos-helpers';

// docs/product/offline.md "Changes made offline" (issue 21 §2): a change to the board made offline is
// shown at once, kept on this device, listed as waiting, and sent in order once the network is back —
// after a reconnect, and after the tab was closed. A change the server refuses is shown with what was kept.

interface ApiTask {
  id: string;
  title: string;
  status: string;
}

// After one visit every screen's code is on this device (the service worker's precache), as for a person.
test.use({ serviceWorkers: 'allow' });

/** Opens the board under the service worker (registered at the first key press, then in control after a reload) with its live stream open. */
async function openBoard(page: Page) {
  await page.goto('/todos');
  await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible();
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible();
  await stream;
}

async function tasksOnServer(page: Page): Promise<ApiTask[]> {
  const response = await page.request.get('/api/todos');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiTask[];
}

const strip = (page: Page) => page.getByRole('banner').getByRole('status').filter({ hasText: /waiting to be saved|^Saving|All changes saved/ });

async function quickAdd(page: Page, text: string) {
  const input = column(page, 'Not Started').getByRole('textbox', { name: 'Add a task to Not Started' });
  await input.fill(text);
  await input.press('Enter');
}

async function renameOffline(page: Page, from: string, to: string) {
  await chooseFromMenu(page, from, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await dialog.getByLabel('Title').fill(to);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test('changes made offline show at once, wait on this device, and are saved in order when the network is back', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Pay the rent' });
  await addTask(page, baseURL, { title: 'Call the bank' });
  await addTask(page, baseURL, { title: 'Old idea' });
  await openBoard(page);

  await page.context().setOffline(true);
  // Create, then edit what was just created (it has its id already), toggle, rename and delete.
  await quickAdd(page, 'Buy stamps');
  await expect(page.getByText('Task "Buy stamps" added. It will be saved once you\'re back online.')).toBeVisible();
  await expect(card(page, 'Buy stamps')).toBeVisible();
  await page.getByRole('button', { name: 'Move to In Progress "Buy stamps"' }).click();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Buy stamps' })).toBeVisible();
  await page.getByRole('button', { name: 'Move to In Progress "Pay the rent"' }).click();
  await renameOffline(page, 'Call the bank', 'Call the bank about the loan');
  await expect(card(page, 'Call the bank about the loan')).toBeVisible();
  await chooseFromMenu(page, 'Old idea', 'Delete');
  await expect(card(page, 'Old idea')).toHaveCount(0);
  await expect(strip(page)).toHaveText('5 changes kept on this device, waiting to be saved');

  // Nothing reached the server yet.
  const before = await tasksOnServer(page);
  expect(before.map((task) => task.title).sort()).toEqual(['Call the bank', 'Old idea', 'Pay the rent']);

  await page.context().setOffline(false);
  await expect(strip(page)).toHaveText('All changes saved', { timeout: 15_000 });
  const after = await tasksOnServer(page);
  expect(after.map((task) => [task.title, task.status]).sort()).toEqual([
    ['Buy stamps', 'in_progress'],
    ['Call the bank about the loan', 'not_started'],
    ['Pay the rent', 'in_progress'],
  ]);
  await page.reload();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Buy stamps' })).toBeVisible();
});

test('a change made offline survives the tab being closed, and the next page opened sends it once', async ({ page, baseURL, account: _account }) => {
  await addTask(page, baseURL, { title: 'Water the plants' });
  await openBoard(page);
  await page.context().setOffline(true);
  await quickAdd(page, 'Renew the passport');
  await page.getByRole('button', { name: 'Move to In Progress "Water the plants"' }).click();
  await expect(strip(page)).toHaveText('2 changes kept on this device, waiting to be saved');
  await page.close();

  const next = await page.context().newPage();
  await next.context().setOffline(false);
  await openBoard(next);
  await expect(column(next, 'In Progress').getByRole('article', { name: 'Water the plants' })).toBeVisible();
  await expect(card(next, 'Renew the passport')).toBeVisible();
  await expect.poll(async () => (await tasksOnServer(next)).filter((task) => task.title === 'Renew the passport').length, { timeout: 15_000 }).toBe(1);
  const tasks = await tasksOnServer(next);
  expect(tasks.find((task) => task.title === 'Water the plants')?.status).toBe('in_progress');
  // Opened again: nothing is sent twice.
  await next.reload();
  await expect(card(next, 'Renew the passport')).toBeVisible();
  expect((await tasksOnServer(next)).filter((task) => task.title === 'Renew the passport')).toHaveLength(1);
});

test('an offline edit refused on replay (the task changed on another device) is shown, with what was kept', async ({ page, baseURL, account: _account }) => {
  const task = await addTask(page, baseURL, { title: 'Draft the newsletter' });
  await openBoard(page);
  await page.context().setOffline(true);
  await renameOffline(page, 'Draft the newsletter', 'Draft the May newsletter');

  // Meanwhile, on another device (the API helper does not go through this browser's network).
  const edited = await page.request.patch(`/api/todos/${task.id}`, {
    headers: originOf(baseURL),
    data: { title: 'Newsletter: send it', description: null, priority: 'medium', category: null, dueDate: null, estimatedMinutes: null, status: 'not_started', habitId: null, expectedUpdatedAt: task.updatedAt },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await page.context().setOffline(false);
  const refused = page.getByRole('region', { name: 'A change made offline could not be saved' });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toContainText('Edit of the task ‘Draft the May newsletter’:');
  await expect(refused).toContainText('The task as saved elsewhere is kept: ‘Newsletter: send it’.');
  await expect(card(page, 'Newsletter: send it')).toBeVisible();
  // Kept across a reload until dismissed.
  await page.reload();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Dismiss: Edit of the task ‘Draft the May newsletter’' }).click();
  await expect(refused).toHaveCount(0);
});

/** Visits every screen once online, under the service worker, so each shows offline (its code and its saved answers). */
async function visitOnce(page: Page, paths: Array<[path: string, heading: string]>) {
  for (const [path, heading] of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Its lists have arrived (and are kept for offline use within a second).
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await page.waitForTimeout(1_200);
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function writeEntryOffline(page: Page, content: string) {
  await page.getByRole('button', { name: 'New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Entry' });
  await dialog.getByLabel('Entry').fill(content);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(content)).toBeVisible();
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

for (const comeBack of ['reconnect', 'reload'] as const) {
  test(`an offline change in every area — journal, mood, habit, milestone, timer — is saved after a ${comeBack}`, async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Stretch', frequency: 'daily' });
    const goalAnswer = await page.request.post('/api/goals', { headers: originOf(baseURL), data: { title: 'Launch the shop', milestones: [{ title: 'Pick a name' }, { title: 'Open the doors' }] } });
    expect(goalAnswer.status()).toBe(201);
    await openBoard(page);
    await visitOnce(page, [['/journal', 'Journal'], ['/habits', 'Habits'], ['/goals', 'Goals'], ['/activity', 'Activity']]);

    await page.context().setOffline(true);
    await nav(page).getByRole('link', { name: 'Journal' }).click();
    await writeEntryOffline(page, 'Wrote this on the train, no signal.');
    const checkIn = page.getByRole('region', { name: 'How do you feel?' });
    await checkIn.getByRole('slider', { name: 'Mood right now' }).fill('8');
    await checkIn.getByRole('button', { name: 'Log Mood' }).click();
    await expect(page.getByRole('status').filter({ hasText: "It will be saved once you're back online." })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Habits' }).click();
    await habitCard(page, 'Stretch').getByRole('button', { name: 'Mark "Stretch" done today' }).click();
    await expect(habitCard(page, 'Stretch').getByRole('button', { name: 'Mark "Stretch" not done today' })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Goals' }).click();
    const goal = page.getByRole('article', { name: 'Launch the shop', exact: true });
    await goal.getByRole('button', { name: 'Launch the shop', exact: true }).click();
    await goal.getByRole('checkbox', { name: 'Pick a name' }).check();

    await nav(page).getByRole('link', { name: 'Activity' }).click();
    await startForm(page).getByLabel('Title').fill('Offline focus');
    await startForm(page).getByRole('button', { name: 'Start Tracking' }).click();
    await expect(currentCard(page)).toContainText('Offline focus');
    await currentCard(page).getByRole('button', { name: 'Pause' }).click();
    await expect(currentCard(page).getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(strip(page)).toHaveText('6 changes kept on this device, waiting to be saved');

    if (comeBack === 'reconnect') {
      await page.context().setOffline(false);
    } else {
      // The page is reloaded while still offline (from the service worker), and the network comes back later.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
      await expect(currentCard(page)).toContainText('Offline focus');
      await expect(strip(page)).toHaveText('6 changes kept on this device, waiting to be saved');
      await page.context().setOffline(false);
    }
    await expect(strip(page)).toHaveText('All changes saved', { timeout: 20_000 });
    const entries = await getJson<{ entries: Array<{ content: string }> }>(page, '/api/journal');
    expect(entries.entries.map((entry) => entry.content)).toEqual(['Wrote this on the train, no signal.']);
    const moods = await getJson<Array<{ value: number }>>(page, '/api/moods');
    expect(moods.map((mood) => mood.value)).toEqual([8]);
    const habits = await getJson<Array<{ id: string; completions: string[] }>>(page, '/api/habits');
    expect(habits.find((item) => item.id === habit.id)?.completions).toHaveLength(1);
    const goals = await getJson<Array<{ milestones: Array<{ title: string; completed: boolean }> }>>(page, '/api/goals');
    expect(goals[0]?.milestones.map((milestone) => [milestone.title, milestone.completed])).toEqual([['Pick a name', true], ['Open the doors', false]]);
    const session = await getJson<{ session: { title: string; resumedAt: string | null } | null }>(page, '/api/activity-session');
    expect(session.session).toMatchObject({ title: 'Offline focus', resumedAt: null });
  });
}

test('a timer stopped offline is logged at the time Stop was pressed, even when the tab was closed before the network came back', async ({ page, account: _account }) => {
  test.setTimeout(90_000);
  await openBoard(page);
  await visitOnce(page, [['/activity', 'Activity']]);
  await startForm(page).getByLabel('Title').fill('Write the report');
  await startForm(page).getByRole('button', { name: 'Start Tracking' }).click();
  await expect(currentCard(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.context().setOffline(true);
  await page.waitForTimeout(3_000);
  await currentCard(page).getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Timer stopped. The activity will be logged once you're back online." })).toBeVisible();
  await expect(strip(page)).toHaveText('1 change kept on this device, waiting to be saved');
  await page.close();

  // The network is back fifteen seconds later, in a new page.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const next = await page.context().newPage();
  await next.context().setOffline(false);
  await openBoard(next);
  await expect.poll(async () => (await getJson<{ session: unknown }>(next, '/api/activity-session')).session, { timeout: 15_000 }).toBeNull();
  const listed = await getJson<{ items: Array<{ title: string; durationSeconds: number }> }>(next, '/api/activities');
  const logged = listed.items.find((item) => item.title === 'Write the report');
  // Stopped about three seconds in, not eighteen.
  expect(logged?.durationSeconds).toBeGreaterThanOrEqual(3);
  expect(logged?.durationSeconds).toBeLessThan(15);
});

test('Sign Out waits for changes not saved yet, and offline keeps the person signed in, saying why', async ({ page, account: _account }) => {
  await openBoard(page);
  await visitOnce(page, [['/profile', 'Profile Settings'], ['/todos', 'To Do List']]);
  await page.context().setOffline(true);
  await quickAdd(page, 'Call the plumber');
  await page.getByRole('link', { name: /Profile settings/ }).click();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByText("1 change is not saved yet. Sign out once you're back online and it is saved.")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/profile$/);
  // Back online (the profile has no header strip): the change is saved, then Sign Out goes through.
  await page.context().setOffline(false);
  await expect.poll(async () => (await tasksOnServer(page)).map((task) => task.title), { timeout: 15_000 }).toEqual(['Call the plumber']);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('the waiting and refused notes', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    test(`are accessible in the ${theme} theme (axe) and fit a phone`, async ({ page, baseURL, account: _account }) => {
      await storeTheme(page, theme);
      const task = await addTask(page, baseURL, { title: 'Book the venue' });
      await openBoard(page);
      await page.context().setOffline(true);
      await renameOffline(page, 'Book the venue', 'Book the venue for June');
      await quickAdd(page, 'Send the invitations');
      await expect(strip(page)).toHaveText('2 changes kept on this device, waiting to be saved');
      await expectNoAxeViolations(page, `board with changes waiting (${theme})`, { include: 'header' });
      await saveScreenshot(page, `offline-waiting-${theme}`);
      const removed = await page.request.delete(`/api/todos/${task.id}`, { headers: originOf(baseURL) });
      expect(removed.status()).toBe(204);
      await page.context().setOffline(false);
      const refused = page.getByRole('region', { name: 'A change made offline could not be saved' });
      await expect(refused).toContainText('The task was deleted meanwhile, so this change was not applied.', { timeout: 15_000 });
      await expectNoAxeViolations(page, `board with a refused change (${theme})`, { include: 'header' });
      await page.setViewportSize(MOBILE);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await saveScreenshot(page, `offline-refused-${theme}`);
    });
  }
});

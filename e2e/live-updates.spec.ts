import type { Page, Request } from '@playwright/test';
import { originOf, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column, dragWithMouse } from './support/board';
import { expect, newDeviceContext, test } from './support/fixtures';
import { MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { chooseFromMenu } from './todos-helpers';

// issue 8 (live sync), docs/architecture.md "Live sync", docs/product/shell.md "Live updates": two
// pages of one user; what one does shows in the other without a reload.

// docs/product/shell.md "Offline" (issue 18 §2): it promises only what is true.
const OFFLINE_TEXT = "Offline — changes to your tasks are kept on this device and saved once you're back online; other changes need a connection.";

const isEventStream = (url: string) => new URL(url).pathname === '/api/events';
const isBoardRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/todos';

/** Opens a path and waits until the page's live-updates stream is open (the server has subscribed it). */
async function openLive(page: Page, path: string, heading: string) {
  const stream = page.waitForResponse((response) => isEventStream(response.url()) && response.status() === 200);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await stream;
}

/** A second tab of the same browser: same cookies, its own client id and stream. */
async function secondTab(page: Page, path: string, heading: string): Promise<Page> {
  const other = await page.context().newPage();
  await openLive(other, path, heading);
  return other;
}

test.describe('Live updates between two tabs of one user', () => {
  test('a card dragged in tab A moves in tab B without a reload, and tab A does not refetch its own change', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Plan the week' });
    await openLive(page, '/todos', 'To Do List');
    const tabB = await secondTab(page, '/todos', 'To Do List');
    await expect(column(tabB, 'Not Started').getByRole('article', { name: 'Plan the week' })).toBeVisible();

    const readsInA: Request[] = [];
    page.on('request', (request) => {
      if (isBoardRead(request)) readsInA.push(request);
    });
    await dragWithMouse(page, 'Plan the week', 'In Progress');
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Plan the week' })).toBeVisible();
    await expect(column(tabB, 'In Progress').getByRole('article', { name: 'Plan the week' })).toBeVisible();
    await expect(column(tabB, 'Not Started').getByText('Drop tasks here')).toBeVisible();

    // A change from elsewhere reaches A after its own (one stream, in order): A reads the board for
    // that one only, so its own move's event was skipped.
    const readAfterOther = page.waitForResponse((response) => isBoardRead(response.request()));
    await addTask(page, baseURL, { title: 'Call the bank' });
    await readAfterOther;
    await expect(card(page, 'Call the bank')).toBeVisible();
    expect(readsInA).toHaveLength(1);
  });

  test('a task deleted in tab A disappears in tab B', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Old idea' });
    await addTask(page, baseURL, { title: 'Keep this one' });
    await openLive(page, '/todos', 'To Do List');
    const tabB = await secondTab(page, '/todos', 'To Do List');
    await expect(card(tabB, 'Old idea')).toBeVisible();

    await chooseFromMenu(page, 'Old idea', 'Delete');
    await expect(card(tabB, 'Old idea')).toHaveCount(0);
    await expect(card(tabB, 'Keep this one')).toBeVisible();

    // Undo in A brings it back in B too.
    await page.getByRole('status').filter({ hasText: 'Task "Old idea" deleted' }).getByRole('button', { name: 'Undo' }).click();
    await expect(card(tabB, 'Old idea')).toBeVisible();
  });

  test('a drag in progress in tab B is not disturbed by changes from elsewhere; they show once the card is dropped', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Write the report' });
    const other = await addTask(page, baseURL, { title: 'Water the plants' });
    await openLive(page, '/todos', 'To Do List');

    const from = await card(page, 'Write the report').getByRole('heading').boundingBox();
    const target = await column(page, 'Completed').boundingBox();
    if (!from || !target) throw new Error('card or column not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 8 });

    // Deleted elsewhere while the card is in the air: the board has the news but holds still.
    const refetched = page.waitForResponse((response) => isBoardRead(response.request()));
    const deleted = await page.request.delete(`/api/todos/${other.id}`, { headers: originOf(baseURL) });
    expect(deleted.ok()).toBe(true);
    await refetched;
    await expect(card(page, 'Water the plants')).toBeVisible();

    await page.mouse.up();
    await expect(column(page, 'Completed').getByRole('article', { name: 'Write the report' })).toBeVisible();
    await expect(card(page, 'Water the plants')).toHaveCount(0);
  });

  test("the full name changed in tab A shows in tab B's header, and in tab C's form unless C is editing it", async ({ page, account: _account }) => {
    await openLive(page, '/profile', 'Profile Settings');
    const tabB = await secondTab(page, '/todos', 'To Do List');
    const tabC = await secondTab(page, '/profile', 'Profile Settings');
    await expect(tabB.getByRole('link', { name: 'A, Profile settings' })).toBeVisible();

    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    await expect(tabB.getByRole('link', { name: 'GH, Profile settings' })).toBeVisible();
    await expect(tabC.getByText('Grace Hopper', { exact: true })).toBeVisible();
    await expect(tabC.getByLabel('Full Name')).toHaveValue('Grace Hopper');

    // What C is typing stays; the saved name still shows beside it.
    await tabC.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Full Name').fill('Grace B. Hopper');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tabC.getByText('Grace B. Hopper', { exact: true })).toBeVisible();
    await expect(tabC.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  });

  test('signing out in tab A sends tab B to /login (the stream ends with its session)', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Private task' });
    await openLive(page, '/profile', 'Profile Settings');
    const tabB = await secondTab(page, '/todos', 'To Do List');

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(tabB).toHaveURL(/\/login$/);
    await expect(tabB.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(tabB.getByText('Private task')).toHaveCount(0);
  });

  test('a password change in tab A keeps this browser signed in and live, and sends another device to /login', async ({ page, browser, baseURL, account }) => {
    await openLive(page, '/profile', 'Profile Settings');
    const tabB = await secondTab(page, '/todos', 'To Do List');
    const phoneContext = await newDeviceContext(browser, { baseURL });
    const phone = await phoneContext.newPage();
    await signInThroughApi(phone, baseURL, account);
    await openLive(phone, '/todos', 'To Do List');

    // Tab B reconnects with the new cookie: wait for that stream before proving it is live.
    const reconnected = tabB.waitForResponse((response) => isEventStream(response.url()) && response.status() === 200);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill(account.password);
    await form.getByLabel('New Password', { exact: true }).fill('Changed-Passw0rd!');
    await form.getByLabel('Confirm New Password').fill('Changed-Passw0rd!');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password updated successfully!');

    await expect(phone).toHaveURL(/\/login$/);
    await reconnected;
    await expect(tabB).toHaveURL(/\/todos$/);
    await addTask(page, baseURL, { title: 'After the new password' });
    await expect(card(tabB, 'After the new password')).toBeVisible();
    await expect(tabB.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
    await phoneContext.close();
  });
});

test.describe('The live-updates indicator', () => {
  test("says 'Offline' when the stream is cut, then 'Back online', and the board catches up with what changed meanwhile", async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Plan the week' });
    const task = await addTask(page, baseURL, { title: 'Pay the rent' });
    await openLive(page, '/todos', 'To Do List');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

    await page.context().setOffline(true);
    const offline = page.getByRole('banner').getByRole('status');
    await expect(offline).toHaveText(OFFLINE_TEXT);

    // Changed on another device while this one is offline (the API helper does not go through the browser).
    const moved = await page.request.post(`/api/todos/${task.id}/move`, { headers: originOf(baseURL), data: { status: 'completed' } });
    expect(moved.ok(), await moved.text()).toBe(true);

    await page.context().setOffline(false);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Back online');
    await expect(column(page, 'Completed').getByRole('article', { name: 'Pay the rent' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0, { timeout: 8_000 });
  });

  test('fits a phone screen without sideways scrolling', async ({ page, account: _account }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openLive(page, '/todos', 'To Do List');
    await page.context().setOffline(true);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(OFFLINE_TEXT);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.context().setOffline(false);
  });

  // 'Back online' fades unless reduced motion is asked for; a screenshot would catch it faded.
  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    for (const theme of THEMES) {
      test(`is accessible in the ${theme} theme (axe), offline and back online`, async ({ page, account: _account }) => {
        await storeTheme(page, theme);
        await openLive(page, '/todos', 'To Do List');
        await page.context().setOffline(true);
        await expect(page.getByRole('banner').getByRole('status')).toHaveText(OFFLINE_TEXT);
        await expectNoAxeViolations(page, `shell with the offline indicator (${theme})`);
        await saveScreenshot(page, `live-offline-${theme}`);
        await page.setViewportSize(MOBILE);
        await saveScreenshot(page, `live-offline-${theme}`);

        await page.context().setOffline(false);
        await expect(page.getByRole('banner').getByRole('status')).toHaveText('Back online');
        // The note lasts 4 s: the picture first, then axe on the header.
        await saveScreenshot(page, `live-back-online-${theme}`);
        await expectNoAxeViolations(page, `shell with 'Back online' (${theme})`, { include: 'header' });
      });
    }
  });
});

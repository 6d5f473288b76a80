import type { Page } from '@playwright/test';
import { currentCard, history, historyItem, miniTracker, startActivity, startForm, timerSeconds } from './support/activity';
import { expect, test } from './support/fixtures';

// issue 11, docs/product/activity.md "Several tabs and devices": two tabs of one user. What one does
// to the timer shows in the other within a second, without a reload (issue 6: live sync).

const isEventStream = (url: string) => new URL(url).pathname === '/api/events';
const WITHIN_A_SECOND = { timeout: 1_000 };

/**
 * Clicks a button in one tab and waits for the server's answer to it: "within a second" is counted
 * from the change, not from the click (the machine running the suite may be busy).
 */
async function actAndWait(page: Page, button: ReturnType<Page['getByRole']>, path: string | RegExp) {
  const matches = (pathname: string) => (typeof path === 'string' ? pathname === path : path.test(pathname));
  const answered = page.waitForResponse((response) => matches(new URL(response.url()).pathname) && response.request().method() !== 'GET');
  await button.click();
  expect((await answered).ok()).toBe(true);
}

/** Opens a path and waits until the page's live-updates stream is open (the server has subscribed it). */
async function openLive(page: Page, path: string, heading: string) {
  const stream = page.waitForResponse((response) => isEventStream(response.url()) && response.status() === 200);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await stream;
}

test.describe('Activity in two tabs of one user', () => {
  test.describe.configure({ timeout: 60_000 });
  test('start, pause, resume and stop in one tab show in the other within a second', async ({ page, account: _account }) => {
    await openLive(page, '/activity', 'Activity');
    const tabB = await page.context().newPage();
    await openLive(tabB, '/todos', 'To Do List');
    await expect(miniTracker(tabB)).toHaveCount(0);

    const started = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/activity-session' && response.request().method() === 'POST');
    await startActivity(page, { title: 'Budget review' });
    await started;
    await expect(miniTracker(tabB)).toContainText('Budget review', WITHIN_A_SECOND);
    await tabB.goto('/activity');
    await expect(currentCard(tabB)).toContainText('Running');
    await expect(startForm(tabB)).toHaveCount(0);
    await openLive(tabB, '/activity', 'Activity');

    // The spec's test: pause in one shows paused in the other.
    await actAndWait(page, currentCard(page).getByRole('button', { name: 'Pause' }), '/api/activity-session/pause');
    await expect(currentCard(tabB)).toContainText('Paused', WITHIN_A_SECOND);
    await expect(currentCard(tabB).getByRole('button', { name: 'Resume' })).toBeVisible(WITHIN_A_SECOND);
    await expect(miniTracker(tabB).getByRole('button', { name: 'Resume timer' })).toBeVisible(WITHIN_A_SECOND);
    // Both show the same stopped clock.
    const pausedAt = await timerSeconds(page, currentCard(page));
    await expect.poll(() => timerSeconds(tabB, currentCard(tabB)), WITHIN_A_SECOND).toBe(pausedAt);
    await expect(tabB).toHaveTitle('Activity · Cadence');

    // And back the other way: resume in B runs in A.
    await actAndWait(tabB, currentCard(tabB).getByRole('button', { name: 'Resume' }), '/api/activity-session/resume');
    await expect(currentCard(page)).toContainText('Running', WITHIN_A_SECOND);
    await expect.poll(() => timerSeconds(page, currentCard(page)), { timeout: 3_000 }).toBeGreaterThan(pausedAt);

    // Stop in B: A's card gives way to the form and the history shows the activity.
    await actAndWait(tabB, currentCard(tabB).getByRole('button', { name: 'Stop' }), '/api/activity-session/stop');
    await expect(currentCard(page)).toHaveCount(0, WITHIN_A_SECOND);
    await expect(startForm(page)).toBeVisible(WITHIN_A_SECOND);
    await expect(miniTracker(page)).toHaveCount(0);
    await expect(historyItem(page, 'Budget review')).toBeVisible({ timeout: 2_000 });
  });

  test('a rating changed or an activity deleted in one tab shows in the other', async ({ page, account: _account }) => {
    await openLive(page, '/activity', 'Activity');
    await startActivity(page, { title: 'Reading' });
    await page.waitForTimeout(1_100);
    await currentCard(page).getByRole('button', { name: 'Stop' }).click();
    await expect(historyItem(page, 'Reading')).toBeVisible();

    const tabB = await page.context().newPage();
    await openLive(tabB, '/activity', 'Activity');
    await expect(historyItem(tabB, 'Reading')).toContainText('Focus7/10');

    await historyItem(page, 'Reading').getByRole('button', { name: 'Edit "Reading"' }).click();
    const ratings = page.getByRole('dialog', { name: 'Edit Activity' });
    await ratings.getByLabel('Focus').fill('9');
    await actAndWait(page, ratings.getByRole('button', { name: 'Save Changes' }), /^\/api\/activities\/[^/]+$/);
    await expect(historyItem(tabB, 'Reading')).toContainText('Focus9/10', WITHIN_A_SECOND);

    await actAndWait(page, historyItem(page, 'Reading').getByRole('button', { name: 'Delete "Reading"' }), /^\/api\/activities\/[^/]+$/);
    await expect(historyItem(tabB, 'Reading')).toHaveCount(0, WITHIN_A_SECOND);
    await page.getByRole('status').filter({ hasText: 'Activity deleted' }).getByRole('button', { name: 'Undo' }).click();
    await expect(historyItem(tabB, 'Reading')).toBeVisible({ timeout: 2_000 });
    await expect(history(tabB).getByText('No activities yet')).toHaveCount(0);
  });

  test('a start in a tab that has not heard of a running timer shows the one that runs', async ({ page, account: _account }) => {
    await openLive(page, '/activity', 'Activity');
    const tabB = await page.context().newPage();
    // B's stream is cut off, so it keeps showing the start form (an old tab on a sleeping laptop).
    await tabB.route('**/api/events', (route) => route.abort());
    await tabB.goto('/activity');
    await expect(startForm(tabB)).toBeVisible();

    await startActivity(page, { title: 'Write report' });
    await startForm(tabB).getByLabel('Title').fill('Something else');
    await startForm(tabB).getByRole('button', { name: 'Start Tracking' }).click();
    await expect(tabB.getByRole('status').filter({ hasText: 'An activity is already being tracked. It is shown here now.' })).toBeVisible();
    await expect(currentCard(tabB)).toContainText('Write report');
  });
});

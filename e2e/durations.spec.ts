import { currentCard, history, historyItem, openActivity, startThroughApi, timerSeconds } from './support/activity';
import { dashboardRegion, openDashboard, statCard } from './support/dashboard';
import { expect, test } from './support/fixtures';

// issue 18 item 5 (docs/product/activity.md "Durations"): one format that never hides recorded time. A
// few seconds of work read as seconds in the toast, the history, the dashboard's schedule and its
// Productive Time card; never '0h 0m' or '0m'.

test('a few seconds of work read as seconds everywhere: toast, history, schedule and stat card', async ({ page, baseURL, account: _account }) => {
  await startThroughApi(page, baseURL, { title: 'Quick check of the figures', type: 'work' });
  await openActivity(page);
  const card = currentCard(page);
  await expect.poll(() => timerSeconds(page, card), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await card.getByRole('button', { name: 'Stop' }).click();
  const toast = page.getByRole('status').filter({ hasText: /^Logged "Quick check of the figures" \((\d+)s\)/ });
  await expect(toast).toBeVisible();
  const seconds = Number(/\((\d+)s\)/.exec((await toast.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(2);
  expect(seconds).toBeLessThan(60);
  await expect(historyItem(page, 'Quick check of the figures')).toContainText(`${seconds}s`);
  await expect(history(page)).not.toContainText('0h 0m');

  await openDashboard(page);
  const schedule = dashboardRegion(page, "Today's Schedule");
  await expect(schedule.getByRole('listitem').filter({ hasText: 'Quick check of the figures' })).toContainText(`${seconds}s`);
  const productive = statCard(page, 'Productive Time');
  await expect(productive).toContainText(`${seconds}s`);
  await expect(productive.getByText(`${seconds} seconds`, { exact: true })).toBeAttached();
  await expect(productive).not.toContainText('0m');
});

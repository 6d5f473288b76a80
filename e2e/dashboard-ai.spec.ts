import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerWithError, subscribeThroughApi } from './support/ai';
import { hasNoSidewaysScroll, openDashboard } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { addEntry } from './support/journal';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The dashboard's 'AI Assistant Insights' card on the offline assistant (docs/product/ai.md "Insights",
// §6, §7, §8; docs/product/ai.md "Insights"; docs/product/dashboard.md "AI insights").

const insightsCard = (page: Page) => page.locator('[data-slot="ai-insights"]');

/** Counts the page's calls to the insights route. */
function countInsightCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai/insights')) calls.count += 1;
  });
  return calls;
}

test('with Premium the card shows insights built from the user’s own entries, credits the engine, and refreshes', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  // Two entries today with moods 3 and 3: the offline assistant reports the review's average (issue 18 §7: one definition).
  await addEntry(page, baseURL, { content: 'A heavy day at work.', mood: 3 });
  await addEntry(page, baseURL, { content: 'Still tired, but I went for a walk.', mood: 3 });
  const calls = countInsightCalls(page);
  // Hold the first answer back a moment to see the loading state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ai/insights', async (route) => {
    await held;
    await route.continue();
  });
  await openDashboard(page);
  const card = insightsCard(page);
  await expect(card.getByRole('heading', { name: 'AI Assistant Insights' })).toBeVisible();
  await expect(card.getByRole('status')).toContainText('Generating insights…');
  release();
  await expect(card).toContainText('averaged 3.0/10 over 1 day with a mood');
  await expect(card).toContainText('Productive time:');
  await expect(card.getByText('Answered by offline assistant')).toBeVisible();
  expect(calls.count).toBe(1);

  await page.unroute('**/api/ai/insights');
  await card.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => calls.count).toBe(2);
  await expect(card).toContainText('averaged 3.0/10 over 1 day with a mood');
});

test('without access the card shows the upgrade prompt and makes no AI call', async ({ page, account: _account }) => {
  const calls = countInsightCalls(page);
  await openDashboard(page);
  const card = insightsCard(page);
  await expect(card.getByRole('heading', { name: 'AI Assistant Insights' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
  await expect(card.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(calls.count).toBe(0);
});

test('failures show the spec’s texts with Try Again, and a spent allowance shows the quota message', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await answerWithError(page, '/api/ai/insights', 502, 'UPSTREAM_FAILED', 'The AI provider could not answer right now. Please try again later.');
  await openDashboard(page);
  const card = insightsCard(page);
  await expect(card.getByRole('alert')).toContainText('AI Service Error');
  await expect(card.getByRole('alert')).toContainText('Unable to generate insights at this time. Please try again later.');

  await page.unroute('**/api/ai/insights');
  await answerWithError(page, '/api/ai/insights', 502, 'AI_CONFIGURATION', 'The AI provider refused our configuration (check the API key).');
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect(card.getByRole('alert')).toContainText('AI service configuration issue. Please contact support.');

  await page.unroute('**/api/ai/insights');
  await answerWithError(page, '/api/ai/insights', 429, 'AI_QUOTA_EXCEEDED', "You have used today's 200 AI requests. They renew at midnight UTC.");
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect(card.getByRole('alert')).toHaveText("You have used today's 200 AI requests. They renew at midnight UTC.");

  await page.unroute('**/api/ai/insights');
  await page.reload();
  await expect(card.getByText('Answered by offline assistant')).toBeVisible({ timeout: 15_000 });
});

for (const theme of THEMES) {
  test(`the card is accessible and fits a phone in the ${theme} theme, with and without access`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await page.setViewportSize(DESKTOP);
    await openDashboard(page);
    await expect(insightsCard(page).getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
    await expectNoAxeViolations(page, `dashboard insights, no access (${theme})`);

    await subscribeThroughApi(page, baseURL);
    await addEntry(page, baseURL, { content: 'A good day.', mood: 7 });
    await openDashboard(page);
    await expect(insightsCard(page).getByText('Answered by offline assistant')).toBeVisible();
    await expectNoAxeViolations(page, `dashboard insights (${theme})`);
    await insightsCard(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `dashboard-ai-${theme}`);

    await page.setViewportSize(MOBILE);
    await insightsCard(page).scrollIntoViewIfNeeded();
    await expect(insightsCard(page).getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await saveScreenshot(page, `dashboard-ai-${theme}`);
  });
}

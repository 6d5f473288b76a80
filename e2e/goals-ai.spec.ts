import { expectNoAxeViolations } from './support/axe';
import { answerWithError, subscribeThroughApi } from './support/ai';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The goals page's AI recommendations on the offline assistant
// (docs/product/ai.md "Goal suggestions"). Without Premium the panel's upgrade prompt is proven by goals.spec.ts.

test('with Premium, Generate Recommendations gives three goals and Use this goal → opens the create form filled in', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'AI Recommend' }).click();
  const panel = page.getByRole('region', { name: 'AI Goal Recommendations' });
  await panel.getByRole('button', { name: 'Generate Recommendations' }).click();
  const use = panel.getByRole('button', { name: 'Use this goal →' });
  await expect(use).toHaveCount(3);
  await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
  const title = await panel.getByRole('listitem').first().locator('p').first().innerText();

  await use.first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Goal' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Goals' }).getByText(title)).toBeVisible();

  await panel.getByRole('button', { name: 'Generate new recommendations' }).click();
  await expect(use).toHaveCount(3);
});

test('a failure shows the message with Try Again and the three fixed suggestions', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/goals');
  await answerWithError(page, '/api/ai/goal-suggestions', 504, 'UPSTREAM_TIMEOUT', 'The AI provider took too long to answer. Please try again.');
  await page.getByRole('button', { name: 'AI Recommend' }).click();
  const panel = page.getByRole('region', { name: 'AI Goal Recommendations' });
  await panel.getByRole('button', { name: 'Generate Recommendations' }).click();
  await expect(panel.getByRole('alert')).toContainText('Unable to generate recommendations. Please try again later.');
  for (const title of ['Complete a 30-day yoga challenge', 'Read 12 books this year', 'Build a morning routine']) await expect(panel.getByText(title)).toBeVisible();
  await page.unroute('**/api/ai/goal-suggestions');
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

for (const theme of THEMES) {
  test(`the recommendations are accessible and fit a phone in the ${theme} theme`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto('/goals');
    await page.getByRole('button', { name: 'AI Recommend' }).click();
    const panel = page.getByRole('region', { name: 'AI Goal Recommendations' });
    await panel.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(panel.getByRole('button', { name: 'Use this goal →' })).toHaveCount(3);
    await expectNoAxeViolations(page, `goal recommendations (${theme})`);
    await saveScreenshot(page, `goals-ai-${theme}`);
    await page.setViewportSize(MOBILE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    await saveScreenshot(page, `goals-ai-${theme}`);
  });
}

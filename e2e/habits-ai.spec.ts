import { expectNoAxeViolations } from './support/axe';
import { answerWithError, subscribeThroughApi } from './support/ai';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The habits page's AI recommendations on the offline assistant
// (docs/product/ai.md "Habit recommendations"). Without Premium the upgrade prompt is proven by habits.spec.ts.

test('with Premium, AI Recommend suggests three habits and Add opens the form filled in', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/habits');
  await page.getByRole('button', { name: 'AI Recommend' }).click();
  const panel = page.getByRole('region', { name: 'AI Habit Recommendations' });
  const add = panel.getByRole('button', { name: /^Add ".+" to your habits$/ });
  await expect(add).toHaveCount(3);
  await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
  const name = /^Add "(.+)" to your habits$/.exec((await add.first().innerText()).trim())![1]!;

  await add.first().click();
  const dialog = page.getByRole('dialog', { name: 'New Habit' });
  await expect(dialog.getByLabel('Title')).toHaveValue(name);
});

test('a failure shows the message with Try Again and the three fallback suggestions', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await answerWithError(page, '/api/ai/habit-recommendations', 502, 'UPSTREAM_FAILED', 'The AI provider could not answer right now. Please try again later.');
  await page.goto('/habits');
  await page.getByRole('button', { name: 'AI Recommend' }).click();
  const panel = page.getByRole('region', { name: 'AI Habit Recommendations' });
  await expect(panel.getByRole('alert')).toContainText('Unable to generate recommendations. Please try again later.');
  for (const name of ['Morning Meditation', 'Daily Water Intake', 'Evening Reflection']) {
    await expect(panel.getByRole('button', { name: `Add "${name}" to your habits` })).toBeVisible();
  }
  await page.unroute('**/api/ai/habit-recommendations');
  await answerWithError(page, '/api/ai/habit-recommendations', 502, 'AI_CONFIGURATION', 'The AI provider refused our configuration (check the API key).');
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel.getByRole('alert')).toContainText('AI service configuration issue. Please contact support.');
});

for (const theme of THEMES) {
  test(`the recommendations are accessible and fit a phone in the ${theme} theme`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto('/habits');
    await page.getByRole('button', { name: 'AI Recommend' }).click();
    const panel = page.getByRole('region', { name: 'AI Habit Recommendations' });
    await expect(panel.getByRole('button', { name: /^Add ".+" to your habits$/ })).toHaveCount(3);
    await expectNoAxeViolations(page, `habit recommendations (${theme})`);
    await saveScreenshot(page, `habits-ai-${theme}`);
    await page.setViewportSize(MOBILE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    await saveScreenshot(page, `habits-ai-${theme}`);
  });
}

import { expectNoAxeViolations } from './support/axe';
import { subscribeThroughApi } from './support/ai';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The activity form's type suggestion on the offline assistant
// (docs/product/ai.md "Activity type").

test('with Premium, leaving the title suggests a type; Use takes it; editing the title clears it', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/activity');
  const form = page.getByRole('region', { name: 'Start New Activity' });
  await form.getByLabel('Title').fill('Morning run in the park');
  await form.getByLabel('Description').focus();
  await expect(form.getByText('Suggested: Exercise (offline assistant).')).toBeVisible();
  await form.getByRole('button', { name: 'Use Exercise' }).click();
  await expect(form.getByLabel('Type')).toHaveValue('exercise');
  await expect(form.getByText(/^Suggested:/)).toHaveCount(0);

  await form.getByLabel('Title').fill('Study Spanish grammar');
  await form.getByLabel('Description').focus();
  await expect(form.getByText('Suggested: Learning (offline assistant).')).toBeVisible();
  await form.getByLabel('Title').press('End');
  await form.getByLabel('Title').pressSequentially(' verbs');
  await expect(form.getByText(/^Suggested:/)).toHaveCount(0);

  await form.getByLabel('Description').focus();
  await expect(form.getByText('Suggested: Learning (offline assistant).')).toBeVisible();
  await form.getByLabel('Description').fill('Irregular verbs, chapter four');
  await expect(form.getByText(/^Suggested:/)).toHaveCount(0);
});

test('without Premium, nothing is asked and nothing is suggested', async ({ page, account: _account }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/activity-classification')) calls.push(request.url());
  });
  // Listen before the page loads: the access answer may come before any later wait could start.
  const accessKnown = page.waitForResponse((response) => response.url().includes('/api/ai/status'), { timeout: 10_000 }).catch(() => undefined);
  await page.goto('/activity');
  const form = page.getByRole('region', { name: 'Start New Activity' });
  await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toBeVisible();
  await accessKnown;
  await form.getByLabel('Title').fill('Morning run in the park');
  await form.getByLabel('Description').focus();
  await page.waitForTimeout(500);
  await expect(form.getByText(/^Suggested:/)).toHaveCount(0);
  expect(calls).toEqual([]);
});

for (const theme of THEMES) {
  test(`the suggestion is accessible and fits a phone in the ${theme} theme`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto('/activity');
    const form = page.getByRole('region', { name: 'Start New Activity' });
    await form.getByLabel('Title').fill('Yoga class at the gym');
    await form.getByLabel('Description').focus();
    await expect(form.getByText(/^Suggested: /)).toBeVisible();
    await expectNoAxeViolations(page, `activity type suggestion (${theme})`);
    await saveScreenshot(page, `activity-ai-${theme}`);
    await page.setViewportSize(MOBILE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    await saveScreenshot(page, `activity-ai-${theme}`);
  });
}

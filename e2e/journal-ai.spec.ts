import { expectNoAxeViolations } from './support/axe';
import { answerWithError, subscribeThroughApi } from './support/ai';
import { expect, test } from './support/fixtures';
import { addEntry, openJournal } from './support/journal';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The journal's AI coach on the offline assistant (docs/product/ai.md
// "Journal coach"). Without Premium the panel's upgrade prompt is proven by journal.spec.ts.

test('with Premium, an entry’s coaching action coaches that entry, and the coach answers a question', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await addEntry(page, baseURL, { content: 'A calm, productive day: I finished the report and went for a run.' });
  await openJournal(page);
  await page.getByRole('button', { name: /^Get AI coaching on the entry from/ }).click();
  const panel = page.getByRole('region', { name: 'AI Journal Coach' });
  const log = panel.getByRole('log', { name: 'Coach conversation' });
  await expect(log).toContainText('Coach me on this entry.');
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
  const replies = log.locator('> div');
  await expect(replies).toHaveCount(3);

  const input = panel.getByLabel('Message the journal coach');
  await input.fill('What should I write about tomorrow?');
  await input.press('Enter');
  await expect(log.getByText('What should I write about tomorrow?')).toBeVisible();
  await expect(replies).toHaveCount(5);
});

test("a failure shows the coach's texts", async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await addEntry(page, baseURL, { content: 'Tired.' });
  await openJournal(page);
  await answerWithError(page, '/api/ai/journal-coach', 502, 'UPSTREAM_FAILED', 'The AI provider could not answer right now. Please try again later.');
  await page.getByRole('button', { name: /^Get AI coaching on the entry from/ }).click();
  const panel = page.getByRole('region', { name: 'AI Journal Coach' });
  await expect(panel.getByRole('alert')).toHaveText("Couldn't process your journal entry. Please try again later.");
  await expect(panel.getByText("I'm sorry, I couldn't analyze your journal entry right now. Please try again later.")).toBeVisible();
  await page.unroute('**/api/ai/journal-coach');
  await answerWithError(page, '/api/ai/journal-coach', 502, 'AI_CONFIGURATION', 'The AI provider refused our configuration (check the API key).');
  await panel.getByLabel('Message the journal coach').fill('Hello');
  await panel.getByLabel('Message the journal coach').press('Enter');
  await expect(panel.getByRole('alert').filter({ hasText: 'AI Service Error' })).toContainText("There's an issue with the AI configuration. Please contact support.");
});

for (const theme of THEMES) {
  test(`the coach is accessible and fits a phone in the ${theme} theme`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await addEntry(page, baseURL, { content: 'Grateful for a long walk with a friend.' });
    await page.setViewportSize(DESKTOP);
    await openJournal(page);
    await page.getByRole('button', { name: /^Get AI coaching on the entry from/ }).click();
    const panel = page.getByRole('region', { name: 'AI Journal Coach' });
    await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
    await expectNoAxeViolations(page, `journal coach (${theme})`);
    await saveScreenshot(page, `journal-ai-${theme}`);
    await page.setViewportSize(MOBILE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    await saveScreenshot(page, `journal-ai-${theme}`);
  });
}

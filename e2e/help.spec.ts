import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// Help & Support (docs/product/help.md "Sections").

test('shows the AI features, a guide per area, tips, shortcuts and how to reach support', async ({ page, account: _account }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page).toHaveTitle(/^Help & Support · Cadence/);
  await expect(page.getByRole('heading', { name: 'AI features' })).toBeVisible();
  for (const area of ['Dashboard', 'Activity', 'Journal', 'Goals', 'Habits', 'AI Assistant', 'Analytics']) {
    await expect(page.getByRole('heading', { level: 3, name: area })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(page.getByText('We reply within 24-48 hours on business days.')).toBeVisible();
  const address = page.getByRole('link', { name: 'support@cadence.local' });
  await expect(address).toHaveAttribute('href', 'mailto:support@cadence.local');
  await expect(page.getByRole('link', { name: 'Send Feedback' })).toHaveAttribute('href', /^mailto:support@cadence\.local\?subject=Cadence%20feedback$/);
});

// issue 18 §14: a guide names a button by the words on it; the Activity guide's buttons are on /activity.
test("the Activity guide names the timer's buttons as they read", async ({ page, account: _account }) => {
  await page.goto('/help');
  const guide = page.getByRole('region', { name: 'Activity' });
  await expect(guide.getByRole('listitem')).toHaveCount(3);
  const named = [...((await guide.getByRole('listitem').allTextContents()).join(' ').matchAll(/'([^']+)'/g))].map((match) => match[1]!);
  expect(named).toEqual(['Start Tracking', 'Pause', 'Resume', 'Stop']);
  await page.goto('/activity');
  await expect(page.getByRole('button', { name: named[0], exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'Start New Activity' }).getByLabel('Title').fill('Write the newsletter');
  await page.getByRole('button', { name: named[0], exact: true }).click();
  await expect(page.getByRole('button', { name: named[1], exact: true })).toBeVisible();
  await page.getByRole('button', { name: named[1], exact: true }).click();
  await expect(page.getByRole('button', { name: named[2], exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: named[3], exact: true })).toBeVisible();
});

test('the guides link to their areas', async ({ page, account: _account }) => {
  await page.goto('/help');
  await page.getByRole('link', { name: 'Goals' }).first().click();
  await expect(page).toHaveURL(/\/goals$/);
});

for (const theme of THEMES) {
  test(`is accessible and fits a phone in the ${theme} theme`, async ({ page, account: _account }) => {
    await storeTheme(page, theme);
    await page.setViewportSize(DESKTOP);
    await page.goto('/help');
    await expect(page.getByRole('link', { name: 'Send Feedback' })).toBeVisible();
    await expectNoAxeViolations(page, `help (${theme})`);
    await saveScreenshot(page, `help-${theme}`);
    await page.setViewportSize(MOBILE);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    await saveScreenshot(page, `help-${theme}`);
  });
}

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

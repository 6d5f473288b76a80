import { expect, test } from './support/fixtures';
import { localDate } from './support/suite-clock';

// docs/product/shell.md "Landing page".
test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the header offers Sign In (/login) and Sign Up (/login?signup=true)', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?signup=true');

    await header.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login\?signup=true$/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the reality section states the two statistics: ≈76,500 phone hours (8.74 years) and 42% more likely', async ({ page }) => {
    const reality = page.getByRole('region', { name: 'The reality of modern life' });
    await expect(reality.getByText('≈76,500')).toBeVisible();
    await expect(reality.getByText(/8\.74 years/)).toBeVisible();
    await expect(reality.getByText('42%', { exact: false }).first()).toBeVisible();
    await expect(reality.getByText(/42% more likely to reach them/)).toBeVisible();
  });

  test('three feature cards: goals, habits, reflect', async ({ page }) => {
    const features = page.getByRole('region', { name: 'Everything you need to stay on track' });
    await expect(features.getByRole('listitem')).toHaveCount(3);
    for (const title of ['Set meaningful goals', 'Build lasting habits', 'Reflect and grow']) {
      await expect(features.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  });

  test('a call-to-action panel, then a final section with Sign In and Create Free Account', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Your next chapter starts with one small step' })).toBeVisible();
    const final = page.getByRole('region', { name: 'Ready to find your cadence?' });
    await expect(final.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await final.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/login\?signup=true$/);
    await expect(page.getByLabel('First Name')).toBeVisible();
  });

  test('the footer shows the current year', async ({ page }) => {
    const year = Number(localDate(0).slice(0, 4));
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Cadence`);
  });

  test('the scroll-down arrow takes the visitor to the reality section', async ({ page }) => {
    const heading = page.getByRole('heading', { name: 'The reality of modern life' });
    await page.getByRole('link', { name: 'Scroll down to learn more' }).click();
    await expect(page).toHaveURL(/#reality$/);
    await expect(heading).toBeInViewport();
  });
});

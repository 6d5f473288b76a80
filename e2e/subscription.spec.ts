import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addMonths } from '@cadence/shared';
import { localDate } from './support/suite-clock';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// /subscription (docs/product/subscription.md "Page", docs/product/subscription.md "Plans").

test('shows both plans with their prices, the yearly badges and extras, and a back button', async ({ page, account: _account }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const monthly = page.getByRole('region', { name: 'Monthly' });
  const yearly = page.getByRole('region', { name: 'Yearly' });
  await expect(monthly.getByText('$9.99')).toBeVisible();
  await expect(monthly.getByText('/ month')).toBeVisible();
  await expect(yearly.getByText('$89.99')).toBeVisible();
  await expect(yearly.getByText('Save 25%')).toBeVisible();
  await expect(yearly.getByText('BEST VALUE')).toBeVisible();
  await expect(yearly.getByText('Priority support')).toBeVisible();
  await expect(yearly.getByText('Advanced analytics')).toBeVisible();
  await expect(monthly.getByText('Priority support')).toHaveCount(0);
});

test('choosing Yearly processes, shows the success panel, and Return to Dashboard goes home; the profile shows the plan', async ({ page, account: _account }) => {
  await page.goto('/subscription');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscriptions', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Choose Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeDisabled();
  release();

  await expect(page.getByRole('heading', { name: 'Your yearly subscription has been activated!' })).toBeVisible();
  await expect(page.getByText('You now have full access to all AI-powered features. Enjoy!')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'You already have Premium access!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Yearly' })).toHaveCount(0);

  await page.goto('/profile');
  // docs/product/subscription.md "Plans": a yearly plan ends a calendar year later in the person's
  // calendar (a plan taken on 29 February ends on 28 February).
  const [year, month, day] = addMonths(localDate(0), 12).split('-').map(Number) as [number, number, number];
  const endDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  await expect(page.getByText(`Yearly plan ($89.99 per year), renews on ${endDate}.`)).toBeVisible();
});

test('choosing Monthly says so; without a plan the profile offers the upgrade', async ({ page, account: _account }) => {
  await page.goto('/profile');
  await expect(page.getByText('Free plan: AI features are not included.')).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page.getByRole('heading', { name: 'Your monthly subscription has been activated!' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(/^Monthly plan \(\$9\.99 per month\), renews on /)).toBeVisible();
});

test("a failed activation shows 'Failed to activate subscription. Please try again.' and the plans stay", async ({ page, account: _account }) => {
  await page.goto('/subscription');
  await page.route('**/api/subscriptions', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }) }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to activate subscription. Please try again.');
  await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
});

test("signed out, subscribing answers 'You must be logged in to subscribe'", async ({ page, account: _account }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Choose Yearly' })).toBeEnabled();
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Choose Yearly' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must be logged in to subscribe');
});

for (const theme of THEMES) {
  test(`plans, success and already-premium are accessible and fit a phone in the ${theme} theme`, async ({ page, account: _account }) => {
    test.slow();
    await storeTheme(page, theme);
    await page.setViewportSize(DESKTOP);
    await page.goto('/subscription');
    await expect(page.getByRole('button', { name: 'Choose Yearly' })).toBeVisible();
    await expectNoAxeViolations(page, `subscription plans (${theme})`);
    await saveScreenshot(page, `subscription-plans-${theme}`);
    await page.setViewportSize(MOBILE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    await saveScreenshot(page, `subscription-plans-${theme}`);

    await page.getByRole('button', { name: 'Choose Yearly' }).click();
    await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page, `subscription success (${theme})`);
    await saveScreenshot(page, `subscription-success-${theme}`);

    await page.setViewportSize(DESKTOP);
    await page.goto('/profile');
    await expect(page.getByText(/^Yearly plan/)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Share my journal text with the AI model' })).toBeVisible();
    await expectNoAxeViolations(page, `profile with plan and AI privacy (${theme})`);
    await saveScreenshot(page, `profile-ai-${theme}`);
  });
}

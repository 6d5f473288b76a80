import { addMonths } from '@cadence/shared';
import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { answerWithError } from './support/ai';
import { expect, test } from './support/fixtures';
import { localDate, SUITE_ZONE } from './support/suite-clock';

// The profile's plan: docs/product/subscription.md "Profile", docs/product/subscription.md "Renewal and cancelling" (issue 18 §12).

/** A date as the profile writes a plan's end ('March 1, 2027'). */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

async function subscribe(page: Page, baseURL: string | undefined, plan: 'monthly' | 'yearly') {
  const response = await page.request.post('/api/subscriptions', { headers: { ...originOf(baseURL), 'x-timezone': SUITE_ZONE }, data: { plan } });
  expect(response.status(), await response.text()).toBe(201);
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

test('switch monthly to yearly, cancel at the period end (asked first), then resume before it ends', async ({ page, baseURL, account: _account }) => {
  await subscribe(page, baseURL, 'monthly');
  await openProfile(page);
  await expect(page.getByText(`Monthly plan ($9.99 per month), renews on ${longDate(addMonths(localDate(0), 1))}.`)).toBeVisible();

  // Switching asks first; 'Keep my plan' changes nothing.
  await page.getByRole('button', { name: 'Switch to Yearly' }).click();
  const switchDialog = page.getByRole('dialog', { name: 'Switch to the Yearly plan?' });
  await expect(switchDialog).toContainText('Premium continues without a break');
  await switchDialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(switchDialog).toHaveCount(0);
  await expect(page.getByText(/^Monthly plan/)).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Yearly' }).click();
  await switchDialog.getByRole('button', { name: 'Switch to Yearly' }).click();
  const yearEnd = longDate(addMonths(localDate(0), 12));
  await expect(page.getByRole('status').filter({ hasText: 'You are now on the Yearly plan.' })).toHaveText(`You are now on the Yearly plan. It renews on ${yearEnd}.`);
  await expect(page.getByText(`Yearly plan ($89.99 per year), renews on ${yearEnd}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Monthly' })).toBeVisible();

  // Cancel: the question says until when; Escape keeps the plan.
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(cancelDialog).toContainText(`Cancel your plan? You keep Premium until ${yearEnd}; it will not renew.`);
  await expect(cancelDialog.getByRole('button', { name: 'Keep my plan' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cancelDialog).toHaveCount(0);
  await expect(page.getByText(`Yearly plan ($89.99 per year), renews on ${yearEnd}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await cancelDialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(`Yearly plan ($89.99 per year), cancelled: Premium until ${yearEnd}.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your plan is cancelled.' })).toHaveText(`Your plan is cancelled. You keep Premium until ${yearEnd}.`);

  // It stays cancelled after a reload, and can be resumed before it ends.
  await page.reload();
  await expect(page.getByText(`Yearly plan ($89.99 per year), cancelled: Premium until ${yearEnd}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByText(`Yearly plan ($89.99 per year), renews on ${yearEnd}.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your plan is active again.' })).toBeVisible();
});

test("without a plan the card offers 'Upgrade to Premium' and nothing to change", async ({ page, account: _account }) => {
  await openProfile(page);
  await expect(page.getByText('Free plan: AI features are not included.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
});

test("a refused change says the server's words; a plan that cannot load says so and can be asked again", async ({ page, baseURL, account: _account }) => {
  await subscribe(page, baseURL, 'monthly');
  await answerWithError(page, '/api/subscriptions/cancel', 409, 'CONFLICT', 'Your plan is already cancelled.');
  await openProfile(page);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('dialog', { name: 'Cancel your plan?' }).getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your plan is already cancelled.' })).toBeVisible();

  await page.unrouteAll();
  await answerWithError(page, '/api/subscriptions', 500, 'INTERNAL', 'Something went wrong');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your plan right now." })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Monthly plan \(\$9\.99 per month\), renews on /)).toBeVisible();
});

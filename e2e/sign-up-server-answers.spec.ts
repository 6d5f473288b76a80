import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/accounts';

// issue 7 §4: the sign-up form shows what the server answers, in the server's words (docs/product/accounts.md "Messages: sign-up view":
// the mail-service message when e-mail is off; a throttle's wait), and a refused field on that field.

const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true });

test.describe('sign-up: what the server says is shown', () => {
  const fillSignUp = async (page: Page) => {
    await page.goto('/login?signup=true');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill(newAccount('server-says').email);
    await page.getByLabel('Password', { exact: true }).fill('Cadence-Passw0rd!');
    await page.getByLabel('Confirm Password').fill('Cadence-Passw0rd!');
  };

  test('503 when e-mail is not configured, and 429 with the wait', async ({ page }) => {
    const answers = [
      { status: 503, code: 'UNAVAILABLE', message: "We're experiencing issues with our email service. Please try again later or contact support." },
      { status: 429, code: 'RATE_LIMITED', message: 'Too many sign-ups from this address. Please try again in 42 seconds.' },
    ];
    for (const answer of answers) {
      await page.route('**/api/auth/sign-up/email', (route) => route.fulfill({ status: answer.status, json: { error: { code: answer.code, message: answer.message } } }));
      await fillSignUp(page);
      await signUpButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(answer.message);
      await expect(page.getByRole('status')).toHaveCount(0);
      await page.unroute('**/api/auth/sign-up/email');
    }
  });

  test("a field the server refuses is shown on that field (the server's `name` is the First Name)", async ({ page }) => {
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'VALIDATION', message: 'Check the form', fields: { name: 'First name must be at most 100 characters' } } } }),
    );
    await fillSignUp(page);
    await signUpButton(page).click();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('First name must be at most 100 characters')).toBeVisible();
    // The field said it all: no second message above the form.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

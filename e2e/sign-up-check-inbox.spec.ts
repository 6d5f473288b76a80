import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createConfirmedAccount, newAccount, requestResetLink } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { mailsTo } from './support/mailbox';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// issue 13 "Accounts": after sign-up a "Check your inbox" screen that names the address, with Resend
// and "Wrong address?"; and validation on blur on the reset page, as on sign-up.

async function signUp(page: Page, email: string) {
  await page.goto('/login?signup=true');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Cadence-Passw0rd!');
  await page.getByLabel('Confirm Password').fill('Cadence-Passw0rd!');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

test('"Check your inbox": Resend sends the link again, and "Wrong address?" goes back to the filled form', async ({ page, request }) => {
  const typo = newAccount('inbox-typo').email.replace('@example.com', '@exmaple.com');
  await signUp(page, typo);
  await expect(page).toHaveTitle(/^Check Your Inbox/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByText(`We sent an e-mail to ${typo}.`)).toBeVisible();

  await expect.poll(async () => (await mailsTo(request, typo, 'type=signup')).length).toBe(1);
  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText('Confirmation e-mail sent! Check your inbox for the link.');
  await expect.poll(async () => (await mailsTo(request, typo, 'type=signup')).length).toBe(2);
  // Once a minute per address: a second resend says when to try again.
  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText('For security purposes, you can only request this once per minute.');

  await page.getByRole('button', { name: 'Wrong address?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(typo);
  await expect(email).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  const fixed = typo.replace('@exmaple.com', '@example.com');
  await email.fill(fixed);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(`We sent an e-mail to ${fixed}.`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, fixed, 'type=signup')).length).toBe(1);

  await page.getByRole('button', { name: 'Already confirmed? Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('the reset page checks each field when it loses focus, as sign-up does', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL, newAccount('reset-blur'));
  await page.goto(await requestResetLink(request, baseURL, account.email));
  const password = page.getByLabel('New Password', { exact: true });
  await password.fill('short');
  await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(0);
  await password.blur();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('weakpassword');
  await expect(page.getByText('Please choose a stronger password')).toBeVisible();
  await password.fill('Brand-new-Passw0rd!');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  const confirm = page.getByLabel('Confirm New Password');
  await confirm.fill('Brand-new');
  await confirm.blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await confirm.fill('Brand-new-Passw0rd!');
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
});

for (const viewport of [DESKTOP, MOBILE]) {
  for (const theme of THEMES) {
    test(`"Check your inbox" at ${viewport.width} px, ${theme}: axe clean`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await storeTheme(page, theme);
      await signUp(page, newAccount('inbox-look').email);
      await saveScreenshot(page, `check-inbox-${theme}`);
      await expectNoAxeViolations(page, `"Check your inbox" (${theme}, ${viewport.width} px)`);
    });
  }
}

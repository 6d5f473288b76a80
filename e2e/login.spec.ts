import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { suiteNow } from './support/suite-clock';
import { createConfirmedAccount, newAccount, originOf } from './support/accounts';

// /login: docs/product/shell.md "Routes", docs/product/accounts.md "Sign-in", docs/product/accounts.md "Sign-up", docs/product/accounts.md "Forgot password",
// docs/product/accounts.md "Messages".

const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true });

test.describe('/login views', () => {
  test('sign_in is the default view: tabs, Forgot password link and Back to home', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Find your rhythm/ })).toBeVisible();
  });

  test('signup=true opens sign up with first name, e-mail, password and confirmation', async ({ page }) => {
    await page.goto('/login?signup=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['First Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
  });

  test('view=forgot_password opens the reset request with Back to sign in', async ({ page }) => {
    await page.goto('/login?view=forgot_password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('switching views replaces the query without a history entry: going back leaves /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login\?signup=true$/);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/login\?view=forgot_password$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
  });

  test('the tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(page).toHaveURL(/\/login\?signup=true$/);
  });

  test('switching views clears any messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();

    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Email is required')).toHaveCount(0);
  });
});

test.describe('sign in', () => {
  test('a wrong password says so and shows Signing in... while it waits', async ({ page, request, baseURL }) => {
    const account = await createConfirmedAccount(request, baseURL, newAccount('wrong-pw'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-passw0rd!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-up validation (docs/product/accounts.md "Sign-up")', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login?signup=true');
  });

  test("'First Name is required' once the first name is emptied", async ({ page }) => {
    const firstName = page.getByLabel('First Name');
    await firstName.fill('Ada');
    await firstName.fill('   ');
    await expect(page.getByText('First Name is required')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  });

  test("'Please enter a valid email address' on blur, and it goes once the address is fixed", async ({ page }) => {
    const email = page.getByLabel('Email');
    await email.pressSequentially('ada@nowhere');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('ada@example.com');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test("'Please create a stronger password' below a score of 3", async ({ page }) => {
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await expect(page.getByText('Please create a stronger password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Abcdefgh1');
    await expect(page.getByText('Please create a stronger password')).toHaveCount(0);
  });

  test("'Passwords do not match' and submit disabled while any rule fails", async ({ page }) => {
    await expect(signUpButton(page)).toBeDisabled();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Cadence-Passw0rd!');
    await page.getByLabel('Confirm Password').fill('Cadence-Passw0rd?');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(signUpButton(page)).toBeDisabled();

    await page.getByLabel('Confirm Password').fill('Cadence-Passw0rd!');
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    await expect(signUpButton(page)).toBeEnabled();

    await page.getByLabel('Email').fill('ada@');
    await expect(signUpButton(page)).toBeDisabled();
  });

  test('the strength meter reads Very Weak, Weak, Medium, Strong, Very Strong with width score/5', async ({ page }) => {
    const password = page.getByLabel('Password', { exact: true });
    const meter = page.getByRole('meter', { name: 'Password strength' });
    const cases: Array<[string, string, number]> = [
      ['a', 'Very Weak', 1],
      ['ab1', 'Weak', 2],
      ['Ab1', 'Medium', 3],
      ['Ab1!', 'Strong', 4],
      ['Abcdef1!', 'Very Strong', 5],
    ];
    await expect(meter).toHaveCount(0);
    for (const [value, label, score] of cases) {
      await password.fill(value);
      await expect(page.getByText(`Password strength: ${label}`, { exact: true })).toBeVisible();
      await expect(meter).toHaveAttribute('aria-valuenow', String(score));
      await expect(meter.locator('div')).toHaveAttribute('style', `width: ${score * 20}%;`);
    }
  });
});

test.describe('forgot password (docs/product/accounts.md "Forgot password")', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login?view=forgot_password');
  });

  test("'Email is required', then 'Please enter a valid email address'", async ({ page }) => {
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a request shows Sending..., then the success text; a second within a minute is refused with a countdown', async ({ page, request, baseURL }) => {
    const { email } = await createConfirmedAccount(request, baseURL, newAccount('forgot'));
    await page.clock.install({ time: suiteNow() });
    await page.goto('/login?view=forgot_password');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/request-password-reset', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toHaveText('Password reset email sent! Check your inbox for instructions.');

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const throttle = page.getByRole('alert');
    await expect(throttle).toHaveText(/^For security purposes, you can only request this once per minute\. Please try again in (\d+) seconds\.$/);
    const first = Number((await throttle.textContent())?.match(/in (\d+) seconds/)?.[1]);
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);

    await page.clock.fastForward('00:10');
    await expect(throttle).toContainText(`in ${first - 10} seconds`);
    // The message clears when the time is up.
    await page.clock.fastForward('01:00');
    await expect(throttle).toHaveCount(0);
  });

  test('the server refuses a second request from another browser too (429 + Retry-After shown as seconds)', async ({ page, baseURL }) => {
    const email = newAccount('throttle').email; // unknown addresses get the same answer and the same limit
    const first = await page.request.post('/api/auth/request-password-reset', { headers: originOf(baseURL), data: { email } });
    expect(first.status()).toBe(200);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^For security purposes, you can only request this once per minute\. Please try again in ([1-5]?\d|60) seconds\.$/);
  });
});

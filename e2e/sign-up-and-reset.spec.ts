import { expect, test } from './support/fixtures';
import { STRONG_PASSWORD, createConfirmedAccount, createUnconfirmedAccount, newAccount, requestResetLink, signInThroughForm } from './support/accounts';
import { linkIn, mailsTo, waitForMail } from './support/mailbox';

// issue 2 "What a new user must be able to do", through the dev mailbox; docs/product/accounts.md "Sign-up", docs/product/accounts.md "Reset password".

test('sign up → "Check your inbox" naming the address → confirmation e-mail in the dev mailbox → its link signs the user in on the shell', async ({ page }) => {
  const account = newAccount('signup');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-up/email', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('First Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
  release();
  // issue 13: a screen of its own, naming the address the e-mail went to.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent an e-mail to ${account.email}. Open the link in it to finish signing up.`)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  const mail = await waitForMail(page.request, account.email, 'type=signup');
  expect(mail.subject).toBe('Confirm your e-mail address for Cadence');
  const link = linkIn(mail, 'type=signup');
  expect(link).toMatch(/^\/auth\/callback\?type=signup&token=/);

  // The dev mailbox page lists it too, with its link.
  await page.goto('/dev/mailbox');
  const message = page.getByRole('article').filter({ hasText: account.email }).filter({ hasText: 'Confirm your e-mail address' });
  await expect(message.getByRole('heading', { name: 'Confirm your e-mail address for Cadence' })).toBeVisible();
  await expect(message.getByRole('link', { name: /\/auth\/callback\?type=signup/ })).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile settings' })).toHaveText('A');
});

test('signing in before confirming explains why, and "Resend confirmation e-mail" sends a new link', async ({ page, request, baseURL }) => {
  const account = await createUnconfirmedAccount(request, baseURL, newAccount('unconfirmed'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please confirm your e-mail address before signing in. Check your inbox for the confirmation link.');

  await expect.poll(async () => (await mailsTo(request, account.email, 'type=signup')).length).toBeGreaterThan(0);
  const before = (await mailsTo(request, account.email, 'type=signup')).length;
  await alert.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText('Confirmation e-mail sent! Check your inbox for the link.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(request, account.email, 'type=signup')).length).toBe(before + 1);

  // The newest link confirms the account and signs the user in.
  await page.goto(linkIn(await waitForMail(request, account.email, 'type=signup'), 'type=signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('forgot password → reset e-mail → new password → /login after 2 s with the just-reset message and the e-mail prefilled → sign in with it', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL, newAccount('reset'));
  const newPassword = 'Brand-new-Passw0rd!';
  await page.goto('/login?view=forgot_password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset email sent! Check your inbox for instructions.');

  const mail = await waitForMail(request, account.email, 'type=recovery');
  expect(mail.subject).toBe('Reset your Cadence password');
  const link = linkIn(mail, 'type=recovery');
  expect(link).toMatch(/^\/auth\/callback\?type=recovery&token=.+&email=/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?/);
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('weakpassword');
  await page.getByLabel('Confirm New Password').fill('weakpassword');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please choose a stronger password')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been updated successfully. You will be redirected to the login page.');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0); // the form hides once a message shows

  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await expect(page.getByRole('status')).toHaveText('Your password has been reset successfully. You can now sign in with your new password.');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a reset link works once: used again it shows the error and "Request a new password reset link"', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL, newAccount('reuse'));
  const link = await requestResetLink(request, baseURL, account.email);
  const newPassword = 'Once-only-Passw0rd!';

  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been updated successfully.');

  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Your password reset link has expired or is invalid. Please request a new one.');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new password reset link' }).click();
  await expect(page).toHaveURL(/\/login\?view=forgot_password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  await signInThroughForm(page, account.email, newPassword);
});

test("/auth/callback without parameters: 'Authentication failed. Please try again.' and Back to Login → /login?view=forgot_password", async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please try again.');
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login\?view=forgot_password$/);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('a refused confirmation link offers what its message says: Sign in, not the reset view (issue 13)', async ({ page, request, baseURL }) => {
  await page.goto('/auth/callback?type=signup&token=made-up-token');
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired. Sign in to get a new one.');
  await expect(page.getByRole('button', { name: 'Back to Login' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  // Signing in there is how a new link is had: the unconfirmed account is offered a resend.
  const account = await createUnconfirmedAccount(request, baseURL, newAccount('stale-link'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();
});

test("/auth/callback?type=recovery without a token: 'Password reset link is invalid or has expired. Please request a new one.'", async ({ page }) => {
  await page.goto('/auth/callback?type=recovery');
  await expect(page.getByRole('alert')).toHaveText('Password reset link is invalid or has expired. Please request a new one.');
});

test('signing up again with a registered e-mail shows the same "Check your inbox" screen, and mails the owner instead (issue 13)', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL, newAccount('twice'));
  await page.goto('/login?signup=true');
  await page.getByLabel('First Name').fill('Someone');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Other-Passw0rd!');
  await page.getByLabel('Confirm Password').fill('Other-Passw0rd!');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent an e-mail to ${account.email}. Open the link in it to finish signing up.`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The owner is told, by e-mail only, to sign in or reset their password.
  await expect.poll(async () => (await mailsTo(request, account.email, '/login')).filter((mail) => mail.subject === 'You already have a Cadence account').length).toBe(1);
  const [owner] = (await mailsTo(request, account.email, '/login')).filter((mail) => mail.subject === 'You already have a Cadence account');
  expect(owner!.text).toMatch(/sign in/i);
  expect(owner!.text).toMatch(/reset/i);
});

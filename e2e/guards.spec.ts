import { expect, test } from './support/fixtures';

// docs/product/shell.md "Routes" and "Route guard".

test.describe('signed out', () => {
  test('/profile and /subscription redirect to /login', async ({ page }) => {
    for (const path of ['/profile', '/subscription']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    }
  });

  test("the guard shows 'Loading... Please wait while we set up your session...' while the session loads", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByText('Please wait while we set up your session...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/todos', '/activity', '/anything', '/debug/input-test']) {
    test(`${path} redirects to the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
    });
  }

  test('/auth/reset-password is reachable', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByRole('alert')).toContainText('Invalid reset request. Please try again.');
  });
});

test.describe('signed in', () => {
  test('/login redirects to /', async ({ page, account: _account }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('/login?signup=true redirects to / as well', async ({ page, account: _account }) => {
    await page.goto('/login?signup=true');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an unknown path redirects to /', async ({ page, account: _account }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('/profile opens, outside the shell', async ({ page, account: _account }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('/ is the shell, not the landing page', async ({ page, account: _account }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { signedInAccount } from './support/accounts';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';

// issue 2 part 7: landing, login, shell and profile at 1280 and 390 px, saved to e2e/artifacts/ for a person to look at.
// Reduced motion shows the scroll-reveal sections at once, so a full-page picture has them all.
test.use({ reducedMotion: 'reduce' });

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('landing and the three login views', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
      await saveScreenshot(page, 'landing');

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await saveScreenshot(page, 'login-sign-in');

      await page.goto('/login?signup=true');
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Email').fill('ada@');
      await page.getByLabel('Password', { exact: true }).fill('Cadence1');
      await page.getByLabel('Confirm Password').fill('Cadence');
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await saveScreenshot(page, 'login-sign-up');

      await page.goto('/login?view=forgot_password');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await saveScreenshot(page, 'login-forgot-password');
    });

    test('shell (dashboard) and profile', async ({ page, baseURL }) => {
      await signedInAccount(page, baseURL, 'shots');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await saveScreenshot(page, 'shell-dashboard');

      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
        await saveScreenshot(page, 'shell-menu');
      }

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByLabel('Current Password')).toBeVisible();
      await saveScreenshot(page, 'profile');
    });
  });
}

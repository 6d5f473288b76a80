import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// issue 7 §4, WCAG 2.4.2 and 2.4.3: every screen names the browser tab, and after a client-side
// navigation focus moves to the new page's heading (not on the first load).

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('signed in: the tab is named after the page, and focus lands on the heading after a navigation only', async ({ page, account: _account }) => {
  await page.goto('/todos');
  await expect(page).toHaveTitle('To Do List · Cadence');
  await expect(h1(page, 'To Do List')).toBeVisible();
  await expect(h1(page, 'To Do List')).not.toBeFocused();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveTitle('Goals · Cadence');
  await expect(h1(page, 'Goals')).toBeFocused();
  // The focused heading shows no ring: it is a starting point, not a control.
  await expect(h1(page, 'Goals')).toHaveCSS('outline-style', 'none');
  await expect(h1(page, 'Goals')).toHaveAttribute('tabindex', '-1');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveTitle('Help & Support · Cadence');
  await expect(h1(page, 'Help & Support')).toBeFocused();

  await page.getByRole('link', { name: 'Profile settings' }).click();
  await expect(page).toHaveTitle('Profile Settings · Cadence');
  await expect(h1(page, 'Profile Settings')).toBeFocused();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveTitle('Help & Support · Cadence');
  await expect(h1(page, 'Help & Support')).toBeFocused();

  await page.goto('/subscription');
  await expect(page).toHaveTitle('Premium · Cadence');
  await expect(h1(page, 'Premium')).not.toBeFocused();
});

test('signed out: the landing page keeps its descriptive title; /login names each view and keeps focus on its tabs', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Cadence — goals, habits and focus for solopreneurs');
  await expect(h1(page, /Find your rhythm/)).not.toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveTitle('Sign In · Cadence');
  await expect(h1(page, 'Welcome back')).toBeFocused();

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveTitle('Sign Up · Cadence');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();

  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Reset Password · Cadence');

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveTitle('Cadence — goals, habits and focus for solopreneurs');
  await expect(h1(page, /Find your rhythm/)).toBeFocused();
});

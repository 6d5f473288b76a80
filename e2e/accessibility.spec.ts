import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { MOBILE } from './support/screenshots';
import { addTask } from './support/tasks';
import { chooseFromMenu } from './todos-helpers';
import { THEMES, storeTheme } from './support/theme';

// issue 7 §4: axe-core finds no serious or critical violation on any built screen, in either theme.
// Reduced motion shows the landing page's scroll-reveal sections at once, at full opacity.
test.use({ reducedMotion: 'reduce' });
// Each test walks many screens and runs axe on each (a few seconds apiece), so it gets more time than one flow.
test.describe.configure({ timeout: 120_000 });

async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    test('public screens: landing, the three /login views, the callback and reset errors, the debug panel', async ({ page }) => {
      await openScreen(page, '/', /Find your rhythm/);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectNoAxeViolations(page, `landing (${theme})`);

      await openScreen(page, '/login', 'Welcome back');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoAxeViolations(page, `/login sign in, with errors (${theme})`);

      await openScreen(page, '/login?signup=true', 'Create your account');
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Email').fill('ada@');
      await page.getByLabel('Password', { exact: true }).fill('Cadence1');
      await page.getByLabel('Confirm Password').fill('Cadence');
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await expectNoAxeViolations(page, `/login sign up, with errors and the strength meter (${theme})`);

      await openScreen(page, '/login?view=forgot_password', 'Reset your password');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoAxeViolations(page, `/login forgot password (${theme})`);

      await openScreen(page, '/auth/callback', 'Something went wrong');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `/auth/callback error (${theme})`);

      await openScreen(page, '/auth/reset-password', 'Choose a new password');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `/auth/reset-password error (${theme})`);

      await page.getByRole('button', { name: 'Open debug panel' }).click();
      await page.getByRole('dialog', { name: 'Debug panel' }).getByRole('button', { name: 'Test database connection' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Database ok' })).toBeVisible();
      await expectNoAxeViolations(page, `debug panel, signed out (${theme})`);
    });

    test('the shell, every area page, /profile, /subscription and the debug pages', async ({ page, account: _account }) => {
      const pages: Array<[string, string]> = [
        ['/', 'Dashboard'],
        ['/activity', 'Activity'],
        ['/journal', 'Journal'],
        ['/goals', 'Goals'],
        ['/habits', 'Habits'],
        ['/help', 'Help & Support'],
        ['/debug/journal-test', 'Journal Test'],
        ['/debug/input-test', 'Input Test'],
        ['/subscription', 'Premium'],
      ];
      for (const [path, heading] of pages) {
        await openScreen(page, path, heading);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }

      await openScreen(page, '/profile', 'Profile Settings');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await expectNoAxeViolations(page, `/profile with the change-password form and its errors (${theme})`);

      await openScreen(page, '/', 'Dashboard');
      await page.getByRole('button', { name: 'Open debug panel' }).click();
      await expect(page.getByRole('dialog', { name: 'Debug panel' })).toBeVisible();
      await expectNoAxeViolations(page, `debug panel, signed in (${theme})`);
    });

    test('/todos with tasks (a completed one too), the history and an open task dialog', async ({ page, baseURL, account: _account }) => {
      await addTask(page, baseURL, { title: 'Ship the invoice template', priority: 'high', dueDate: '2020-02-01', category: 'Finance', estimatedMinutes: 45, description: 'Check VAT lines' });
      await addTask(page, baseURL, { title: 'Record the podcast intro', priority: 'medium', status: 'in_progress', dueDate: '2099-06-30' });
      await addTask(page, baseURL, { title: 'Renew the domain', priority: 'low', status: 'completed', category: 'Admin' });
      await openScreen(page, '/todos', 'To Do List');
      await expect(page.getByRole('article', { name: 'Renew the domain' })).toBeVisible();
      await page.getByRole('button', { name: 'Show History' }).click();
      await expect(page.getByRole('list', { name: 'Task Movement History' })).toBeVisible();
      await expectNoAxeViolations(page, `/todos board and history (${theme})`);
      // The history is a side panel over the board (issue 18 item 13): closed before the board is used.
      await page.keyboard.press('Escape');

      // An empty column ('Drop tasks here') and a deleted task's 'Unknown task' row, with its toast.
      await chooseFromMenu(page, 'Record the podcast intro', 'Delete');
      await expect(page.getByRole('region', { name: 'In Progress', exact: true }).getByText('Drop tasks here')).toBeVisible();
      await page.getByRole('button', { name: 'Show History' }).click();
      await expect(page.getByRole('list', { name: 'Task Movement History' }).getByText('Unknown task').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('status').filter({ hasText: 'Task "Record the podcast intro" deleted' })).toBeVisible();
      await expectNoAxeViolations(page, `/todos with an empty column and a toast (${theme})`);

      await chooseFromMenu(page, 'Ship the invoice template', 'Edit');
      await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
      await expectNoAxeViolations(page, `/todos edit dialog (${theme})`);
    });

    test.describe('at 390 px', () => {
      test.use({ viewport: MOBILE });

      test('the shell and its open navigation drawer', async ({ page, baseURL, account: _account }) => {
        // Two initials on the avatar link: axe reads one letter as no text and would skip WCAG 2.5.3.
        const renamed = await page.request.patch('/api/profile', { headers: originOf(baseURL), data: { fullName: 'Mo Ortiz' } });
        expect(renamed.ok()).toBeTruthy();
        await openScreen(page, '/todos', 'To Do List');
        await expect(page.getByRole('link', { name: 'Profile settings' })).toHaveText('MO');
        await expectNoAxeViolations(page, `/todos at 390 px (${theme})`);
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
        await expectNoAxeViolations(page, `navigation drawer (${theme})`);
      });
    });
  });
}

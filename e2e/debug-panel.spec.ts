import type { Page } from '@playwright/test';
import { signedInAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

// docs/product/shell.md "Debug panel": a debug panel button fixed at the bottom-left, signed in and signed out.
// issue 2, issue 18 §14: a 20-character preview, as the spec's token preview, of the session's id, which is not a
// credential (the token stays HttpOnly), and the panel says so.

async function expectBottomLeft(page: Page) {
  const button = page.getByRole('button', { name: 'Open debug panel' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.x).toBeLessThan(40);
  expect(box!.y + box!.height).toBeGreaterThan(viewport!.height - 40);
}

test('signed out: the button sits bottom-left, the panel says so and the database test succeeds', async ({ page }) => {
  await page.goto('/');
  await expectBottomLeft(page);
  await page.getByRole('button', { name: 'Open debug panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await expect(panel.getByText('Not signed in.')).toBeVisible();
  await panel.getByRole('button', { name: 'Test database connection' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Database ok \(.+, [\d.]+ ms\)$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open debug panel' })).toBeFocused();
});

test('signed in: the panel shows the e-mail and a 20-character preview of the session id, says it is not the token, and never shows the token', async ({ page, account }) => {
  await page.goto('/');
  await expectBottomLeft(page);
  await page.getByRole('button', { name: 'Open debug panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await expect(panel.getByRole('definition').filter({ hasText: account.email })).toHaveText(account.email);
  const session = panel.getByRole('term').filter({ hasText: 'Session' }).locator('xpath=following-sibling::dd[1]');
  await expect(session).toHaveText(/^[A-Za-z0-9_-]{20}…$/);
  await expect(panel.getByText('Session shows the start of this session’s id, not its sign-in token.', { exact: false })).toBeVisible();
  // The preview is the start of the session's id, as the session API names it.
  const { session: current } = (await (await page.request.get('/api/auth/get-session')).json()) as { session: { id: string } };
  await expect(session).toHaveText(`${current.id.slice(0, 20)}…`);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.httpOnly && /session/i.test(cookie.name))?.value ?? '';
  expect(token.length).toBeGreaterThan(8);
  await expect(panel).not.toContainText(token.slice(0, 12));
  // Not the token's value either (the cookie holds "<token>.<signature>").
  await expect(panel).not.toContainText(decodeURIComponent(token).split('.')[0]!.slice(0, 12));

  await panel.getByRole('button', { name: 'Test database connection' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Database ok/);
  await panel.getByRole('button', { name: 'Refresh profile' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Profile refreshed' })).toContainText(`Profile refreshed: ${account.name}`);
  await panel.getByRole('button', { name: 'Close debug panel' }).first().click();
  await expect(panel).toBeHidden();
});

test('the button is there on /login and /profile too', async ({ page, baseURL }) => {
  await page.goto('/login');
  await expectBottomLeft(page);
  await signedInAccount(page, baseURL, 'debug-profile');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expectBottomLeft(page);
});

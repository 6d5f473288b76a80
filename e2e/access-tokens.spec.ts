import type { APIRequestContext, Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { SUITE_ZONE, suiteNow } from './support/suite-clock';
import { inEveryLook } from './support/theme';

// The profile's 'Connected apps' and the board's 'via <token name>' mark: docs/product/access.md
// "Personal access tokens" and "On the board" (issue 26).

const TOKEN_PATTERN = /^cad_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

const connectedApps = (page: Page) => page.getByRole('region', { name: 'Connected apps', exact: true });
const tokenRows = (page: Page) => connectedApps(page).getByRole('list').first().getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Revoke / }) });

/** A program: no cookie at all, only the token in the Authorization header. */
async function programWith(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string | undefined) {
  return playwright.request.newContext(baseURL ? { baseURL } : {});
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test("a person connects a program: the token is shown once, the program's task reaches the open board marked 'via', and revoking shuts it out", async ({
  page,
  context,
  baseURL,
  playwright,
  account: _account,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await openProfile(page);
  await expect(connectedApps(page).getByText('No connected apps yet.')).toBeVisible();

  await connectedApps(page).getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create token' });
  await expect(form.getByLabel('Name')).toBeFocused();
  // Nothing typed, nothing ticked: the shared schema's messages, and no request.
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByText('Token name is required')).toBeVisible();
  await expect(form.getByText('Choose at least one thing this token may do')).toBeVisible();
  await expect(form.getByLabel('Expiry')).toHaveValue('90');

  await form.getByLabel('Name').fill('Claude');
  await form.getByRole('checkbox', { name: 'Add and change tasks' }).check();
  // A write scope ticks its read scope, and locks it while ticked.
  const readTasks = form.getByRole('checkbox', { name: 'Read tasks' });
  await expect(readTasks).toBeChecked();
  await expect(readTasks).toBeDisabled();
  await expect(form.getByText('Included with "Add and change tasks".')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Use the activity timer' }).check();
  await form.getByLabel('Expiry').selectOption({ label: '30 days' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'Token created' });
  await expect(shown.getByText("Copy this token now. You won't be able to see it again.")).toBeVisible();
  const field = shown.getByLabel('Your new token');
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(TOKEN_PATTERN);
  await expect(shown.getByText(`${origin}/mcp`, { exact: true })).toBeVisible();
  await expect(shown.getByText(`${origin}/api/v1`, { exact: true })).toBeVisible();
  await expect(shown.getByRole('link', { name: /^API reference/ })).toHaveAttribute('href', '/developers/api');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(shown.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(connectedApps(page).getByRole('button', { name: 'Create token' })).toBeFocused();

  // Listed without its secret: the name, its first characters, what it may do, and its dates.
  const row = tokenRows(page).filter({ hasText: 'Claude' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${token.slice(0, 10)}…`);
  await expect(row.getByRole('list', { name: 'What it may do' }).getByRole('listitem')).toHaveText(['Add and change tasks', 'Use the activity timer']);
  const day = (at: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SUITE_ZONE }).format(at);
  await expect(row).toContainText(`Created ${day(suiteNow())}`);
  await expect(row).toContainText(`Expires ${day(new Date(suiteNow().getTime() + 30 * DAY_MS))}`);
  await expect(row).toContainText('Never used');
  // The secret is gone from the page, from what the browser keeps, and from a new form.
  expect(await page.content()).not.toContain(token);
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(token);
  await connectedApps(page).getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('dialog', { name: 'Create token' }).getByLabel('Name')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A program adds a task while the board is open: it shows at once, marked with the token's name.
  await openBoard(page);
  const program = await programWith(playwright, baseURL);
  const added = await program.post('/api/v1/todos', { headers: bearer(token), data: { title: 'Buy oat milk' } });
  expect(added.status(), await added.text()).toBe(201);
  const task = card(page, 'Buy oat milk');
  await expect(column(page, 'Not Started').getByRole('article', { name: 'Buy oat milk' })).toBeVisible();
  await expect(task.getByText('via Claude')).toBeVisible();
  // The person's own change clears the mark.
  await task.getByRole('checkbox', { name: 'Complete "Buy oat milk"' }).check();
  await expect(column(page, 'Completed').getByRole('article', { name: 'Buy oat milk' })).toBeVisible();
  await expect(task.getByText('via Claude')).toHaveCount(0);

  // Revoked: asked first, then the program's next call is refused.
  await openProfile(page);
  await expect(row).toContainText('Last used just now');
  await row.getByRole('button', { name: 'Revoke Claude' }).click();
  const ask = page.getByRole('dialog', { name: 'Revoke "Claude"?' });
  await expect(ask.getByText('Programs using it stop working at once.')).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await ask.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token revoked.' })).toBeVisible();
  // Its row is gone with the button that had focus: the card has it now, not the page's top.
  await expect(connectedApps(page)).toBeFocused();
  await expect(connectedApps(page).getByText('No connected apps yet.')).toBeVisible();
  const refused = await program.get('/api/v1/todos', { headers: bearer(token) });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('This access token is not valid. It may have been revoked or mistyped.');
  await program.dispose();
});

test('the keyboard alone makes a token, copies it and revokes it', async ({ page, context, baseURL, account: _account }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await openProfile(page);
  const create = connectedApps(page).getByRole('button', { name: 'Create token' });
  await create.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create token' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Shortcuts');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'Read tasks' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'Add and change tasks' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Read tasks' })).toBeChecked();
  await page.keyboard.press('Shift+Tab'); // the locked box is skipped
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Enter');

  const shown = page.getByRole('dialog', { name: 'Token created' });
  await expect(shown.getByLabel('Your new token')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('link', { name: /^API reference/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(create).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(connectedApps(page).getByRole('button', { name: 'Revoke Shortcuts' })).toBeFocused();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Revoke "Shortcuts"?' });
  await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(connectedApps(page).getByText('No connected apps yet.')).toBeVisible();
});

test('a token made in another tab shows up here without a reload', async ({ page, baseURL, account: _account }) => {
  await openProfile(page);
  await expect(connectedApps(page).getByText('No connected apps yet.')).toBeVisible();
  const made = await page.request.post('/api/access-tokens', { headers: originOf(baseURL), data: { name: 'My script', scopes: ['journal:read'], expiresInDays: null } });
  expect(made.status()).toBe(201);
  const row = tokenRows(page).filter({ hasText: 'My script' });
  await expect(row).toContainText('Never expires');
  await expect(row.getByRole('list', { name: 'What it may do' }).getByRole('listitem')).toHaveText(['Read journal entries and moods']);
});

test("'Connected apps' (list, form, the token shown once) and the board's 'via' mark look right in both themes at 1280 and 390 px", async ({
  page,
  baseURL,
  playwright,
  account: _account,
}) => {
  // Sixteen axe runs and as many screenshots on a shared 2-core machine.
  test.setTimeout(180_000);
  const made = await page.request.post('/api/access-tokens', {
    headers: originOf(baseURL),
    data: { name: 'Claude Desktop on the family laptop', scopes: ['tasks:write', 'journal:read', 'habits:write', 'timer', 'reviews:read'], expiresInDays: 7 },
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  const program = await programWith(playwright, baseURL);
  for (const title of ['Book the dentist', 'Reply to the landlord about the heating repair before Friday']) {
    const added = await program.post('/api/v1/todos', { headers: bearer(token), data: { title, priority: 'high' } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await program.dispose();

  await inEveryLook(page, async (theme, size) => {
    await openProfile(page);
    const apps = connectedApps(page);
    await expect(tokenRows(page).first()).toContainText('Claude Desktop on the family laptop');
    await apps.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, `connected apps ${theme} ${size}`);
    await saveScreenshot(page, `access-tokens-list-${theme}-${size}`);

    await apps.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create token' });
    // Ticked, locked and a message on screen: every state of the form in one picture.
    await form.getByRole('checkbox', { name: 'Write journal entries and moods' }).check();
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(form.getByText('Token name is required')).toBeVisible();
    await expectNoAxeViolations(page, `create token form ${theme} ${size}`);
    await saveScreenshot(page, `access-tokens-form-${theme}-${size}`);
    await form.getByLabel('Name').fill(`Script ${theme} ${size}`);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const shown = page.getByRole('dialog', { name: 'Token created' });
    await expect(shown.getByLabel('Your new token')).toHaveValue(TOKEN_PATTERN);
    await expectNoAxeViolations(page, `token shown once ${theme} ${size}`);
    await saveScreenshot(page, `access-tokens-shown-${theme}-${size}`);
    await shown.getByRole('button', { name: 'Done' }).click();

    await openBoard(page);
    await expect(card(page, 'Reply to the landlord about the heating repair before Friday').getByText('via Claude Desktop on the family laptop')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `board with a via mark ${theme} ${size}`);
    await saveScreenshot(page, `access-tokens-board-${theme}-${size}`);
  });
});

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// docs/product/access.md "The API": the readable reference at /developers/api, built from
// /api/v1/openapi.json, open to anyone (a program's author may not have an account here).

test('a visitor reads the conventions and opens an operation with the keyboard', async ({ page }) => {
  await page.goto('/developers/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadence API' })).toBeVisible();
  await expect(page).toHaveTitle(/^API reference · Cadence/);
  await expect(page.getByText(/Base URL: .*\/api\/v1/)).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/v1/openapi.json' })).toHaveAttribute('href', '/api/v1/openapi.json');
  const scopes = page.getByRole('table', { name: 'Scopes and what they allow' });
  for (const scope of ['tasks:read', 'tasks:write', 'journal:read', 'journal:write', 'habits:read', 'habits:write', 'timer', 'reviews:read']) {
    await expect(scopes.getByRole('cell', { name: scope, exact: true })).toBeVisible();
  }
  for (const heading of ['Pages', 'Versions: ETag and If-Match', 'Sending a change again', 'Rate limit and errors', 'For AI assistants: the MCP server']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const group of ['Tasks', 'Journal and moods', 'Habits', 'Timer and activities', 'Reviews and goals']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }

  const tasks = page.getByRole('region', { name: 'Tasks', exact: true });
  const addTask = tasks.getByRole('group').filter({ hasText: 'Add a task' });
  await expect(addTask.getByRole('table')).toHaveCount(0);
  await addTask.locator('summary').focus();
  await page.keyboard.press('Enter');
  const body = addTask.getByRole('table', { name: 'Request body of POST /api/v1/todos' });
  await expect(body.getByRole('row').filter({ hasText: /^title/ })).toContainText('text, 1–200 characters');
  await expect(body.getByRole('row').filter({ hasText: /^priority/ })).toContainText('one of: high, medium, low');
  await expect(addTask.getByRole('table', { name: 'Headers of POST /api/v1/todos' })).toContainText('Idempotency-Key');
  await expect(addTask.getByRole('table', { name: 'Answer of POST /api/v1/todos' })).toContainText('checklist[].title');
  await expect(addTask.getByText('tasks:write')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(body).toBeHidden();

  const list = tasks.getByRole('group').filter({ hasText: 'List tasks' });
  await list.getByText('List tasks').click();
  await expect(list.getByRole('table', { name: 'Parameters of GET /api/v1/todos' })).toContainText('limit');
  await expect(list.getByRole('table', { name: 'Answer of GET /api/v1/todos' })).toContainText('nextCursor');
});

test('says so when the description cannot be loaded, and tries again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/openapi.json', (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"Down"}}' }) : route.fallback()));
  await page.goto('/developers/api');
  await expect(page.getByText("We couldn't load the API reference.")).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks', exact: true })).toBeVisible();
});

// One test per theme (two axe passes each): the whole reference page is long, and four passes in one
// test ran past its 30 s on a busy 2-core machine.
for (const theme of THEMES) {
  test(`a signed-in person reaches it too; it is accessible and fits at 1280 and 390 px in the ${theme} theme`, async ({ page, account: _account }) => {
    await storeTheme(page, theme);
    for (const [size, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/developers/api');
      await expect(page.getByRole('heading', { level: 2, name: 'Tasks', exact: true })).toBeVisible();
      await page.getByRole('group').filter({ hasText: 'Change a task' }).getByText('Change a task').click();
      await expect(page.getByRole('table', { name: 'Request body of PATCH /api/v1/todos/{id}' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Headers of PATCH /api/v1/todos/{id}' })).toContainText('If-Match');
      await expectNoAxeViolations(page, `developers api (${theme}, ${size})`);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(page, `developers-api-${theme}`);
    }
  });
}

import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dashboardRegion, openDashboard, statCard } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// docs/product/shell.md "Errors" (issue 18 §1): never a white page. A page whose code is gone after a
// redeploy reloads once by itself; offline, it says so and opens once the network is back; a part that
// cannot be shown says so in its place, and the shell, the other cards and what was typed stay.

/** The Goals page's own code file, as the build names it (goals-route-<hash>.js). */
const GOALS_CHUNK = '**/assets/goals-route-*.js';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Answers 404 for the chunk, as a server that was redeployed since this tab opened; `times` times, then serves it. */
async function goneAfterRedeploy(page: Page, times = 1): Promise<{ back(): void }> {
  let left = times;
  await page.route(GOALS_CHUNK, (route: Route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return {
    back() {
      left = 0;
    },
  };
}

/** Counts the page's full loads from now on. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

test('after a redeploy, a page whose code is gone reloads once by itself and opens', async ({ page, account: _account }) => {
  await openDashboard(page);
  await goneAfterRedeploy(page);
  const loads = countLoads(page);
  await nav(page).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  expect(loads.count).toBe(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('cadence:update-reload-at'))).toMatch(/^\d+$/);
});

test('a page whose code stays gone reloads only once, then says so with Reload to update, in the shell', async ({ page, account: _account }) => {
  await openDashboard(page);
  // Gone for every request (the reload's early preload of the route's code included) until it is back.
  const code = await goneAfterRedeploy(page, Number.POSITIVE_INFINITY);
  const loads = countLoads(page);
  await nav(page).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadence has been updated' })).toBeVisible();
  expect(loads.count).toBe(1);
  await expect(page.getByRole('main').getByText('This page belongs to a newer version of Cadence. Reload to update, and it opens.')).toBeVisible();
  // The shell stays: the tabs and the header work.
  await expect(nav(page).getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Profile settings' })).toBeVisible();
  // The person reloads when ready; the code is back by then.
  code.back();
  await page.getByRole('button', { name: 'Reload to update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  expect(loads.count).toBe(2);
});

test('no reload by itself while something typed is open: the chat keeps its draft, and the page says to finish it first', async ({ page, account: _account }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const draft = page.getByRole('textbox', { name: 'Message the AI Assistant' });
  await draft.fill('What should I focus on this afternoon?');
  await goneAfterRedeploy(page);
  const loads = countLoads(page);
  await nav(page).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadence has been updated' })).toBeVisible();
  await expect(page.getByText('Finish or copy what you are typing first: a reload clears it.')).toBeVisible();
  await expect(draft).toHaveValue('What should I focus on this afternoon?');
  expect(loads.count).toBe(0);
});

test('a page opened offline says so, keeps the shell, and opens once the network is back', async ({ page, account: _account }) => {
  await openDashboard(page);
  await page.context().setOffline(true);
  await nav(page).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText('This page could not load without a connection. It opens by itself once you are back online.')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
});

test('a card that cannot show its data says so in its place; the other cards and the shell stay', async ({ page, account: _account }) => {
  // The server's answer with one part the card cannot read (a fault injected on the way, not reachable in the app).
  await page.route('**/api/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, recentEntries: null } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This part could not be shown. The rest of the page still works.' })).toBeVisible();
  await expect(dashboardRegion(page, 'Recent Journal Entries')).toHaveCount(0);
  await expect(statCard(page, 'Productive Time')).toBeVisible();
  await expect(dashboardRegion(page, "Today's Schedule")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload to update' })).toBeVisible();
});

test('a page that cannot show its data says so in its place; the tabs still lead elsewhere', async ({ page, account: _account }) => {
  await page.route('**/api/goals', (route) => route.fulfill({ status: 200, json: { unexpected: true } }));
  await page.goto('/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'This page ran into a problem' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The rest of Cadence still works');
  await expect(page.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Habits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible();
});

for (const theme of THEMES) {
  test(`the notices are accessible and fit a phone in the ${theme} theme`, async ({ page, account: _account }) => {
    await storeTheme(page, theme);
    await page.route('**/api/goals', (route) => route.fulfill({ status: 200, json: { unexpected: true } }));
    await page.route('**/api/dashboard', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), recentEntries: null } });
    });
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto('/goals');
      await expect(page.getByRole('heading', { level: 1, name: 'This page ran into a problem' })).toBeVisible();
      await expectNoAxeViolations(page, `a broken page (${theme}, ${viewport.width})`);
      await saveScreenshot(page, `error-page-${theme}`);
      await page.goto('/');
      await expect(page.getByRole('alert').filter({ hasText: 'This part could not be shown.' })).toBeVisible();
      await expectNoAxeViolations(page, `a broken card (${theme}, ${viewport.width})`);
      await saveScreenshot(page, `error-card-${theme}`);
    }
  });
}

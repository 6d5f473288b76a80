import type { Locator, Page } from '@playwright/test';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { localDate } from './support/suite-clock';
import { DESKTOP, MOBILE } from './support/screenshots';
import { hoursAgo, addPastActivity } from './support/activity';
import { addEntry, addGoal } from './support/dashboard';
import { addTask } from './support/tasks';

// docs/product/shell.md "Active tab": the active tab is derived from the path (root = Dashboard).
const TABS: ReadonlyArray<{ label: string; path: string; heading: string }> = [
  { label: 'Activity', path: '/activity', heading: 'Activity' },
  { label: 'To Do List', path: '/todos', heading: 'To Do List' },
  { label: 'Journal', path: '/journal', heading: 'Journal' },
  { label: 'Goals', path: '/goals', heading: 'Goals' },
  { label: 'Habits', path: '/habits', heading: 'Habits' },
  { label: 'Help', path: '/help', heading: 'Help & Support' },
  { label: 'Dashboard', path: '/', heading: 'Dashboard' },
];

test('every tab opens its page and becomes the active one', async ({ page, account: _account }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const tab of TABS) {
    await nav.getByRole('link', { name: tab.label }).click();
    await expect(page).toHaveURL(new RegExp(`${tab.path.replace('/', '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: tab.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('opening a path directly marks its tab active', async ({ page, account: _account }) => {
  await page.goto('/goals');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('the footer shows the current year and the header links to the profile', async ({ page, account: _account }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toHaveText(`© ${localDate(0).slice(0, 4)} Cadence`);
  await page.getByRole('link', { name: 'Profile settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
});

test('every tab and /subscription show their own page, never a "coming soon" preview', async ({ page, account: _account }) => {
  for (const { path, heading } of [...TABS, { path: '/subscription', heading: 'Premium' }]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE });

  const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });

  test('the tabs live in a menu that opens, navigates and closes', async ({ page, account: _account }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await menu(page).getByRole('link', { name: 'Habits' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/habits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible();

    await menuButton(page).click();
    await expect(menu(page).getByRole('link', { name: 'Habits' })).toHaveAttribute('aria-current', 'page');
    await menu(page).getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menu(page)).toBeHidden();
  });

  test('the menu is modal: Tab and Shift+Tab stay inside, Escape closes it and focus returns to the menu button', async ({ page, account: _account }) => {
    await page.goto('/todos');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    // The page behind is inert: nothing there takes focus, whichever way the person tabs.
    const outside: string[] = [];
    for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(20).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        const dialog = document.querySelector('dialog[open]');
        if (!active || active === document.body || dialog?.contains(active)) return null;
        return `${active.tagName} ${active.textContent ?? ''}`.trim();
      });
      if (where) outside.push(where);
    }
    expect(outside).toEqual([]);
    await expect(page.getByRole('link', { name: 'Profile settings' })).not.toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu holds Profile and Sign Out; Sign Out goes to /login', async ({ page, account: _account }) => {
    await page.goto('/');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

    await page.goto('/todos');
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.goto('/todos');
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
  });
});

// docs/product/shell.md "Floating controls": the floating controls (the debug button and, signed in, the chat
// toggle) sit in an opaque strip at the bottom that the page scrolls behind, so nothing of the page ever shows
// under them, and the page ends above it. issue 18 §10: the debug button lay over the landing card, the journal's
// 'Today' heading and the profile on phones, and the chat toggle over the activity rows' delete buttons at 1280.

const SIGNED_IN_PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  ...TABS,
  { path: '/debug/journal-test', heading: 'Journal Test' },
  { path: '/debug/input-test', heading: 'Input Test' },
  { path: '/profile', heading: 'Profile Settings' },
  { path: '/subscription', heading: 'Premium' },
];

/** Scrolls to a share of the page's height (0 the top, 1 the end), looking again while the page still grows. */
async function scrollTo(page: Page, share: number) {
  await expect
    .poll(() =>
      page.evaluate((at) => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo({ top: Math.round(end * at), behavior: 'instant' });
        return Math.abs(window.scrollY - Math.round(Math.max(0, end) * at)) <= 1;
      }, share),
    )
    .toBe(true);
}

/**
 * At the top, the middle and the end of the page: through every point of every floating control, the
 * first thing below it is the strip (or the bare sidebar, html, body), never a part of the page.
 */
async function expectNothingUnderFloatingControls(page: Page, where: string) {
  for (const share of [0, 0.5, 1]) {
    await scrollTo(page, share);
    const found = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('[data-floating-control]')];
      const dock = document.querySelector('[data-floating-dock]');
      const problems: string[] = [];
      if (controls.length === 0) problems.push('no floating control');
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (!dock || box.top < dock.getBoundingClientRect().top - 0.5 || box.bottom > window.innerHeight + 0.5) problems.push(`${control.getAttribute('aria-label')} is outside the strip`);
        const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
        const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
        for (const x of xs)
          for (const y of ys) {
            const under = document.elementsFromPoint(x, y).find((element) => element !== control && !control.contains(element));
            if (!under || under === dock || under === document.body || under === document.documentElement || under.tagName === 'ASIDE') continue;
            problems.push(`${control.getAttribute('aria-label')} lies over ${under.outerHTML.slice(0, 100)}`);
          }
      }
      return [...new Set(problems)];
    });
    expect(found, `${where}, scrolled to ${share * 100}%`).toEqual([]);
  }
}

/** The link or button of the page that lies lowest (the last one a person reaches by scrolling down). */
async function lowestControl(page: Page): Promise<Locator> {
  const controls = page.getByRole('main').locator('a[href], button');
  const bottoms = await controls.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().bottom));
  return controls.nth(bottoms.indexOf(Math.max(...bottoms)));
}

/** At the end of the page, the page ends above the strip and `last` answers at its centre. */
async function expectEndClearOfFloatingControls(page: Page, last: Locator) {
  await scrollTo(page, 1);
  const stripTop = await page.locator('[data-floating-dock]').evaluate((dock) => dock.getBoundingClientRect().top);
  // Everything the page draws in the flow (not the fixed layer) ends above the strip.
  const contentBottom = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('#root *')]
        .filter((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return false;
          return element.getBoundingClientRect().height > 0;
        })
        .map((element) => element.getBoundingClientRect().bottom),
    ),
  );
  expect(contentBottom).toBeLessThanOrEqual(stripTop + 0.5);
  await expect(last).toBeInViewport();
  const covering = await last.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit)) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(covering).toBeNull();
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`floating controls at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('on every signed-in page, at the top, the middle and the end, nothing of the page lies under them', async ({ page, baseURL, account: _account }) => {
      test.slow();
      for (let index = 1; index <= 6; index += 1) await addTask(page, baseURL, { title: `Done errand ${index}`, status: 'completed' });
      for (let index = 1; index <= 4; index += 1) await addEntry(page, baseURL, { content: `A day worth writing down, number ${index}.`, mood: 6 });
      for (let index = 1; index <= 4; index += 1) await addGoal(page, baseURL, `Goal number ${index}`);
      for (let index = 1; index <= 6; index += 1) await addPastActivity(page, baseURL, { title: `Deep work block ${index}`, startedAt: hoursAgo(index + 1), durationSeconds: 1_800 });
      for (const { path, heading } of SIGNED_IN_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNothingUnderFloatingControls(page, path);
      }
    });

    test('signed out, on the landing page and /login, nothing lies under the debug button', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Create Free Account' }).first()).toBeVisible();
      await expectNothingUnderFloatingControls(page, 'landing');
      await expectEndClearOfFloatingControls(page, await lowestControl(page));
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expectNothingUnderFloatingControls(page, '/login');
    });

    test("at the end of the board and the activity history the last control can be pressed, and the help page's last line is seen", async ({ page, baseURL, account: _account }) => {
      for (let index = 1; index <= 6; index += 1) await addTask(page, baseURL, { title: `Done errand ${index}`, status: 'completed' });
      for (let index = 1; index <= 6; index += 1) await addPastActivity(page, baseURL, { title: `Deep work block ${index}`, startedAt: hoursAgo(index + 1), durationSeconds: 1_800 });
      await openBoard(page);
      await expect(column(page, 'Completed').getByRole('article')).toHaveCount(6);
      await expectEndClearOfFloatingControls(page, card(page, 'Done errand 1'));
      await page.goto('/activity');
      const lastRow = page.getByRole('region', { name: 'Activity History' }).getByRole('article').last();
      await expect(lastRow).toBeVisible();
      await expectEndClearOfFloatingControls(page, lastRow.getByRole('button', { name: /^Delete/ }));
      await page.goto('/help');
      await expect(page.getByRole('main').getByRole('link', { name: 'Send Feedback' })).toBeVisible();
      // Help ends with the list of keyboard shortcuts, text with nothing to press: its last line is read whole.
      await expectEndClearOfFloatingControls(page, page.getByRole('main').getByText('A new line in a chat message', { exact: true }));
      await page.getByRole('button', { name: 'Open debug panel' }).click();
      await expect(page.getByRole('dialog', { name: 'Debug panel' })).toBeVisible();
    });
  });
}

import type { Locator, Page } from '@playwright/test';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { localDate } from './support/suite-clock';
import { MOBILE } from './support/screenshots';
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

// docs/product/shell.md "Floating controls": the bottom of every page is reserved for the controls that
// float there (the debug button and, signed in, the chat toggle), so at the end of a page nothing lies under them.
test.describe('floating controls at 390 px', () => {
  test.use({ viewport: MOBILE });

  const debugButton = (page: Page) => page.getByRole('button', { name: 'Open debug panel' });

  /** Scrolls to the end of the page, then checks that the page ends above the floating controls and `last` is uncovered. */
  async function expectClearOfFloatingControls(page: Page, last: Locator) {
    // Scroll again on every look, as a person flicks again when more of the page arrives: a page still
    // growing after the first scroll (cards and fonts landing on a loaded machine) left a single scroll short of the end.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        }),
      )
      .toBe(true);
    // Every floating control (the debug button; the chat toggle when signed in) is wholly inside the viewport.
    const boxes = await page.locator('[data-floating-control]').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
    const floating = { y: Math.min(...boxes.map((box) => box.y)) };
    // Everything the page draws in the flow (not the fixed controls) ends above the floating controls' top edge.
    const contentBottom = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('#root *')]
          .filter((element) => {
            // Skip the fixed layer (floating controls, toasts) and whatever sits inside it.
            for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return false;
            return element.getBoundingClientRect().height > 0;
          })
          .map((element) => element.getBoundingClientRect().bottom),
      ),
    );
    expect(contentBottom).toBeLessThanOrEqual(floating.y);
    // The last control answers at its centre: nothing floats over it.
    await expect(last).toBeInViewport();
    const covering = await last.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit)) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
    });
    expect(covering).toBeNull();
    await debugButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Debug panel' })).toBeVisible();
  }

  test("at the end of the board and of the help page, nothing lies under the debug button", async ({ page, baseURL, account: _account }) => {
    for (let index = 1; index <= 6; index += 1) await addTask(page, baseURL, { title: `Done errand ${index}`, status: 'completed' });
    await openBoard(page);
    const completed = column(page, 'Completed');
    await expect(completed.getByRole('article')).toHaveCount(6);
    // The board's last card, then the help page's last control.
    await expectClearOfFloatingControls(page, card(page, 'Done errand 1'));
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expectClearOfFloatingControls(page, page.getByRole('main').getByRole('link', { name: 'Send Feedback' }));
  });

  test('at the end of the landing page, signed out, nothing lies under the debug button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create Free Account' }).first()).toBeVisible();
    await expectClearOfFloatingControls(page, page.getByRole('main').getByRole('link').last());
  });
});

import { expect, type Page } from '@playwright/test';
import { card } from './support/board';
import { localDate } from './support/suite-clock';

// The board's card actions as a person uses them (issue 13): the toggle says what it does; the rest
// is in each card's "More actions" menu.

export const moreActions = (page: Page, title: string) => page.getByRole('button', { name: `More actions for "${title}"` });

/** Opens the card's menu and picks an item ('View details', 'Edit', 'Delete'). */
export async function chooseFromMenu(page: Page, title: string, item: 'View details' | 'Edit' | 'Start timer' | 'Show history' | 'Delete') {
  await moreActions(page, title).click();
  const menu = page.getByRole('menu', { name: `More actions for "${title}"` });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: item }).click();
}

/**
 * The board's "today", 'YYYY-MM-DD', and a date some days from it: the suite's instant in the suite's
 * zone, which every page's clock and timezoneId are set to (e2e/support/suite-clock.ts).
 */
export async function browserToday(_page: Page, plusDays = 0): Promise<string> {
  return localDate(plusDays);
}

/** How many lines a card's title takes on screen. */
export async function titleLines(page: Page, title: string): Promise<number> {
  return card(page, title)
    .getByRole('heading')
    .locator('span')
    .evaluate((element) => Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight)));
}

/** Focus is on something on the page, not left on <body>. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
  });
}

/** The card's title, a button that opens the task's details. */
export const cardTitle = (page: Page, title: string) => card(page, title).getByRole('button', { name: title, exact: true });

import { signedInAccount } from './support/accounts';
import { card, column, openBoard } from './support/board';
import { expect, newDeviceContext, test } from './support/fixtures';
import { MOBILE } from './support/screenshots';
import { addTask } from './support/tasks';
import { browserToday, cardTitle, moreActions } from './todos-helpers';

// issue 13 "Board" 1, 3 and 6: cards a person can scan, their details, and dates read at a glance.

test.describe('To Do List cards', () => {
  test('the title has the card to itself, and cards are dense enough to scan a column', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Call accountant about VAT return', priority: 'high', dueDate: '2020-03-01', category: 'Finance', estimatedMinutes: 30, description: 'Ask about the quarterly lines' });
    for (let index = 1; index <= 7; index += 1) await addTask(page, baseURL, { title: `Errand number ${index}`, category: 'Home' });
    await openBoard(page);
    const full = card(page, 'Call accountant about VAT return');
    const [article, title] = await Promise.all([full.boundingBox(), full.getByRole('heading').boundingBox()]);
    // The title spans the card, less its padding and the complete checkbox before it (issue 18 item 3):
    // no button shares its line.
    expect(title!.width).toBeGreaterThan(article!.width - 60);
    // A card with every detail is far shorter than the 140–170 px the issue measured.
    expect(article!.height).toBeLessThan(110);
    // At 1280 × 800 the column shows at least five cards without scrolling it.
    const inView = await column(page, 'Not Started').getByRole('article').evaluateAll((cards) => cards.filter((element) => element.getBoundingClientRect().bottom <= window.innerHeight).length);
    expect(inView).toBeGreaterThanOrEqual(5);
  });

  test('the actions are reachable by keyboard: Tab to the toggle and the menu, arrows in the menu, Escape back', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Plan the week' });
    await openBoard(page);
    await cardTitle(page, 'Plan the week').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Move to In Progress "Plan the week"' })).toBeFocused();
    await page.keyboard.press('Tab');
    const trigger = moreActions(page, 'Plan the week');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions for "Plan the week"' });
    await expect(menu.getByRole('menuitem', { name: 'View details' })).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Start timer' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Show history' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'View details' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'View details' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
  });

  test('the actions are reachable by touch, without hovering', async ({ browser, baseURL }) => {
    const context = await newDeviceContext(browser, { viewport: MOBILE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signedInAccount(page, baseURL, 'cards-touch');
    await addTask(page, baseURL, { title: 'Water the plants' });
    await openBoard(page);
    await expect(page.getByRole('button', { name: 'Move to In Progress "Water the plants"' })).toBeVisible();
    await moreActions(page, 'Water the plants').tap();
    await page.getByRole('menuitem', { name: 'View details' }).tap();
    await expect(page.getByRole('dialog', { name: 'Water the plants' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('button', { name: 'Move to In Progress "Water the plants"' }).tap();
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Water the plants' })).toBeVisible();
    await context.close();
  });

  test('a completed task opens, read-only and whole, by click or by Enter, and Reopen brings it back', async ({ page, baseURL, account: _account }) => {
    const description = 'First line of notes.\nSecond line with the account number.\nThird line that a card would never show.\nFourth line: call before noon.';
    await addTask(page, baseURL, { title: 'File the tax return', status: 'completed', priority: 'high', category: 'Finance', estimatedMinutes: 120, description });
    await openBoard(page);
    // A click anywhere on the card opens it.
    const box = (await card(page, 'File the tax return').boundingBox())!;
    await page.mouse.click(box.x + box.width / 3, box.y + box.height - 12);
    const details = page.getByRole('dialog', { name: 'File the tax return' });
    await expect(details).toBeVisible();
    await expect(details.getByText('Fourth line: call before noon.')).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: 'Completed' }).first()).toBeVisible();
    await expect(details).toContainText('120 min');
    await expect(details).toContainText('Finance');
    await expect(details.getByRole('textbox')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(cardTitle(page, 'File the tax return')).toBeFocused();

    // By keyboard: Enter on the title.
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Reopen' }).click();
    await expect(details.getByRole('definition').first()).toHaveText('Not Started');
    await expect(details.getByRole('button', { name: 'Move to In Progress' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'File the tax return' })).toBeVisible();
    // Focus follows the card to its new column.
    await expect(cardTitle(page, 'File the tax return')).toBeFocused();
  });

  test('dates read at a glance: Today, Tomorrow, a weekday within the week, the year only when not this year; due today is marked', async ({ page, baseURL, account: _account }) => {
    const today = await browserToday(page);
    const year = Number(today.slice(0, 4));
    await addTask(page, baseURL, { title: 'Due today', dueDate: today });
    await addTask(page, baseURL, { title: 'Due tomorrow', dueDate: await browserToday(page, 1) });
    await addTask(page, baseURL, { title: 'Due in four days', dueDate: await browserToday(page, 4) });
    await addTask(page, baseURL, { title: 'Due next year', dueDate: `${year + 1}-02-03` });
    await addTask(page, baseURL, { title: 'Was due last year', dueDate: `${year - 1}-11-05` });
    await addTask(page, baseURL, { title: 'Done today', dueDate: today, status: 'completed' });
    await openBoard(page);
    const label = (title: string) => card(page, title).locator('time');
    await expect(label('Due today')).toHaveText('Today');
    await expect(label('Due tomorrow')).toHaveText('Tomorrow');
    const weekday = await page.evaluate((date) => new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)), await browserToday(page, 4));
    await expect(label('Due in four days')).toHaveText(weekday);
    await expect(label('Due next year')).toHaveText(`Feb 3, ${year + 1}`);
    await expect(label('Was due last year')).toHaveText(`Nov 5, ${year - 1}`);
    await expect(card(page, 'Was due last year')).toContainText('Overdue');
    // Due today is marked on an open task (amber), not on a completed one.
    const marked = (title: string) => label(title).locator('..').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await marked('Due today')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await marked('Done today')).toBe('rgba(0, 0, 0, 0)');
    expect(await marked('Due tomorrow')).toBe('rgba(0, 0, 0, 0)');
    // The whole date is a hover away.
    await expect(label('Due tomorrow').locator('..')).toHaveAttribute('title', /\d{4}$/);
  });
});

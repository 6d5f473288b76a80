import { signedInAccount } from './support/accounts';
import { column, dragWithMouse, liftWithKeyboard, moveWithKeyboard, openBoard } from './support/board';
import { expect, newDeviceContext, test } from './support/fixtures';
import { MOBILE } from './support/screenshots';
import { addTask } from './support/tasks';

// Moving cards between the board's columns (docs/product/todos.md "Drag and drop": dragging sets the status; issue 3:
// the keyboard does it too), with the mouse and with the keyboard, on a desktop and on a phone.

test.describe('To Do List board: moving cards', () => {
  test('drags a task between all columns with the mouse', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Plan the week' });
    await page.reload();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Plan the week' })).toBeVisible();

    await dragWithMouse(page, 'Plan the week', 'In Progress');
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Plan the week' })).toBeVisible();
    await expect(column(page, 'Not Started').getByText('Drop tasks here')).toBeVisible();
    await dragWithMouse(page, 'Plan the week', 'Completed');
    await expect(column(page, 'Completed').getByRole('article', { name: 'Plan the week' })).toBeVisible();
    await dragWithMouse(page, 'Plan the week', 'Not Started');
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Plan the week' })).toBeVisible();

    // Dropping on its own column changes nothing; the moves were saved.
    await dragWithMouse(page, 'Plan the week', 'Not Started');
    await page.reload();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Plan the week' })).toBeVisible();
    await page.getByRole('button', { name: 'Show History' }).click();
    await expect(page.getByRole('list', { name: 'Task Movement History' }).getByRole('listitem').filter({ hasText: 'Task moved via drag and drop' })).toHaveCount(3);
  });

  test('moves a task between columns with the keyboard, and Escape cancels', async ({ page, baseURL, account: _account }) => {
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Reply to Sam' });
    await page.reload();
    await liftWithKeyboard(page, 'Reply to Sam');
    await moveWithKeyboard(page, 'Reply to Sam', ['ArrowRight'], 'In Progress');
    await liftWithKeyboard(page, 'Reply to Sam');
    await moveWithKeyboard(page, 'Reply to Sam', ['ArrowRight'], 'Completed');

    await liftWithKeyboard(page, 'Reply to Sam', 'Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Task "Reply to Sam" is over Not Started.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Moving task "Reply to Sam" was cancelled. It stays in Completed.')).toBeAttached();
    await expect(column(page, 'Completed').getByRole('article', { name: 'Reply to Sam' })).toBeVisible();

    await liftWithKeyboard(page, 'Reply to Sam');
    await moveWithKeyboard(page, 'Reply to Sam', ['ArrowLeft', 'ArrowLeft'], 'Not Started');
    await page.reload();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Reply to Sam' })).toBeVisible();
  });

  test('columns stack on a phone in one scroll, no scroll area inside it, and ArrowDown moves a lifted card to the next column (issue 13)', async ({ page, baseURL, account: _account }) => {
    // The smooth scroll to the next column is what the drop must wait for (see below).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openBoard(page);
    await addTask(page, baseURL, { title: 'Ship the invoice template', priority: 'high', dueDate: '2020-02-01' });
    for (let index = 1; index <= 24; index += 1) await addTask(page, baseURL, { title: `Errand ${String(index).padStart(2, '0')}` });
    await addTask(page, baseURL, { title: 'Record the podcast intro', status: 'in_progress' });
    await addTask(page, baseURL, { title: 'Renew the domain', status: 'completed' });
    await page.setViewportSize(MOBILE);
    await page.reload();
    const boxes = await Promise.all((['Not Started', 'In Progress', 'Completed'] as const).map((name) => column(page, name).boundingBox()));
    const [first, second, third] = boxes;
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(third!.y).toBeGreaterThanOrEqual(second!.y + second!.height);
    expect(Math.abs(first!.x - second!.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // No scroll area on the board: the page is the one scroll, and a long column is as tall as its cards.
    const innerScrollers = await page.evaluate(() =>
      [...document.querySelectorAll('section[data-status] *')].filter((element) => {
        const style = getComputedStyle(element);
        return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      }).length,
    );
    expect(innerScrollers).toBe(0);
    expect(first!.height).toBeGreaterThan(MOBILE.height);
    // Swiping down the page reaches the last card of the long column, then the next column.
    await page.mouse.move(195, 600);
    const last = column(page, 'Not Started').getByRole('article', { name: 'Errand 01' });
    // The column renders more cards as the page scrolls: the last one is in the DOM only once near.
    const inView = async () => (await last.count()) > 0 && (await last.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight));
    for (let step = 0; step < 40 && !(await inView()); step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await expect(last).toBeInViewport();
    await page.mouse.wheel(0, 1200);
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Record the podcast intro' })).toBeInViewport();

    // The page scrolls smoothly to the next column; the drop waits until the card is over it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await liftWithKeyboard(page, 'Ship the invoice template');
    await moveWithKeyboard(page, 'Ship the invoice template', ['ArrowDown'], 'In Progress');
  });

  test('a long press moves a card between stacked columns on a touch screen', async ({ browser, baseURL }) => {
    const context = await newDeviceContext(browser, { viewport: MOBILE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signedInAccount(page, baseURL, 'touch');
    await addTask(page, baseURL, { title: 'Water the plants' });
    await openBoard(page);
    const title = column(page, 'Not Started').getByRole('heading', { name: 'Water the plants' });
    await expect(title).toBeVisible();
    const from = (await title.boundingBox())!;
    const target = (await column(page, 'In Progress').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from.x + 20, from.y + 5);
    await page.waitForTimeout(400);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', from.x + 20, from.y + 5 + ((target.y + 40 - from.y) * step) / 10);
    await touch('touchEnd', 0, 0);
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Water the plants' })).toBeVisible();
    await context.close();
  });
});

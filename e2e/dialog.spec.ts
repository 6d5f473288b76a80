import { expectNoAxeViolations } from './support/axe';
import { openBoard } from './support/board';
import { expect, test } from './support/fixtures';

// docs/product/shell.md "Dialogs": on a short, narrow screen a long form scrolls inside the dialog's
// body while its header (the title and Close) stays in view; the focus trap and axe are unchanged.

test.describe('the shared dialog at 360 px', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("a long form's body scrolls under a header that stays in view", async ({ page, account: _account }) => {
    await openBoard(page);
    await page.getByRole('button', { name: 'New Task' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Task' });
    const title = form.getByRole('heading', { name: 'Create New Task' });
    const close = form.getByRole('button', { name: 'Close', exact: true });
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(title).toBeInViewport();

    // Going to the last field scrolls the form: the title and Close stay where they were.
    const before = (await title.boundingBox())!;
    await form.getByLabel('Category').focus();
    await form.getByLabel('Category').scrollIntoViewIfNeeded();
    await expect(title).toBeInViewport({ ratio: 1 });
    expect((await title.boundingBox())!.y).toBe(before.y);
    // It is the body that scrolled (the form is longer than the screen), not the dialog as a whole.
    const body = form.locator('[data-dialog-body]');
    expect(await body.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(100);
    await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(50);
    expect(await form.evaluate((element) => element.scrollTop)).toBe(0);
    await expect(close).toBeInViewport({ ratio: 1 });
    // Nothing covers the title or Close: they answer at their centres.
    for (const part of [title, close]) {
      const hit = await part.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return found !== null && (found === element || element.contains(found));
      });
      expect(hit).toBe(true);
    }
    // The form's actions stay pinned to the dialog's bottom edge.
    const dialogBox = (await form.boundingBox())!;
    const create = (await form.getByRole('button', { name: 'Create Task' }).boundingBox())!;
    expect(create.y + create.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
    await expect(form.getByRole('button', { name: 'Create Task' })).toBeInViewport({ ratio: 1 });

    // The focus trap is unchanged: Tab from the last control wraps inside the dialog, and Close still closes.
    await form.getByRole('button', { name: 'Create Task' }).focus();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await form.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await expectNoAxeViolations(page, 'a scrolled task form at 360 px', { include: 'dialog[open]' });
    await close.click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'New Task' })).toBeFocused();
  });
});

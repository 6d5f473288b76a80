import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { addTask } from './support/tasks';
import { browserToday } from './todos-helpers';

// issue 13 "Board" 4: the quick add at the top of Not Started, and the board's keyboard shortcuts.

test.describe('To Do List: quick add and shortcuts', () => {
  test('one line and Enter adds a task; !high, #category and a date word are read from it', async ({ page, account: _account }) => {
    await openBoard(page);
    const quickAdd = column(page, 'Not Started').getByRole('textbox', { name: 'Add a task to Not Started' });
    await quickAdd.fill('Call Sam tomorrow !high #work');
    await expect(column(page, 'Not Started').getByText('Will add: "Call Sam" · High priority · #work · due Tomorrow')).toBeVisible();
    await quickAdd.press('Enter');
    const added = card(page, 'Call Sam');
    await expect(added).toBeVisible();
    await expect(added).toContainText('High');
    await expect(added).toContainText('work');
    await expect(added.locator('time')).toHaveText('Tomorrow');
    await expect(added.locator('time')).toHaveAttribute('datetime', await browserToday(page, 1));
    await expect(quickAdd).toHaveValue('');
    await expect(quickAdd).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Task "Call Sam" added to Not Started.' })).toBeAttached();

    // A plain line is a title as typed; a weekday means the next such day; a blank line does nothing.
    await quickAdd.fill('Fix bug #42 next week');
    await quickAdd.press('Enter');
    await expect(card(page, 'Fix bug #42')).toBeVisible();
    await quickAdd.fill('   ');
    await quickAdd.press('Enter');
    await expect(column(page, 'Not Started').getByRole('article')).toHaveCount(2);

    // It is saved, with its fields, like any task.
    await page.reload();
    await expect(card(page, 'Call Sam').locator('time')).toHaveText('Tomorrow');
  });

  test('n opens New Task, / goes to the search, ? lists the shortcuts; none fires while typing in a field', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Something to find' });
    await openBoard(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });

    await page.keyboard.press('n');
    const form = page.getByRole('dialog', { name: 'Create New Task' });
    await expect(form).toBeVisible();
    // Typing n in the form's field is typing.
    await expect(form.getByLabel('Title')).toBeFocused();
    await page.keyboard.type('nnn');
    await expect(form.getByLabel('Title')).toHaveValue('nnn');
    await form.getByLabel('Title').fill('');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'New Task' })).toBeFocused();

    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await expect(search).toBeFocused();
    await page.keyboard.type('n?/');
    await expect(search).toHaveValue('n?/');
    await expect(form).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
    await search.press('Escape');
    await expect(search).toHaveValue('');

    const quickAdd = page.getByRole('textbox', { name: 'Add a task to Not Started' });
    await quickAdd.click();
    await page.keyboard.type('n/');
    await expect(quickAdd).toHaveValue('n/');
    await quickAdd.fill('');

    await page.getByRole('heading', { level: 1, name: 'To Do List' }).click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('New task');
    await expect(help).toContainText('Search tasks');
    // Shortcuts sleep while a dialog is open.
    await page.keyboard.press('n');
    await expect(form).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeFocused();
  });
});

import { signInThroughApi, createConfirmedAccount, newAccount } from './support/accounts';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { addTask } from './support/tasks';
import { browserToday } from './todos-helpers';

// issue 13 "Board" 5: search by title and description; filters by priority, category and due date,
// remembered per person in this browser.

test.describe('To Do List: search and filters', () => {
  test('searches titles and descriptions, and filters by priority, category and due date', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Call the accountant', description: 'About the café VAT return', priority: 'high', category: 'Finance', dueDate: '2020-01-01' });
    await addTask(page, baseURL, { title: 'Water the plants', priority: 'low', category: 'Home', dueDate: await browserToday(page) });
    await addTask(page, baseURL, { title: 'Book flights', priority: 'medium', category: 'Travel', dueDate: await browserToday(page, 5), status: 'in_progress' });
    await addTask(page, baseURL, { title: 'Renew passport', priority: 'high', category: 'travel', dueDate: await browserToday(page, 30) });
    await openBoard(page);
    const shown = () => page.getByRole('article');
    await expect(shown()).toHaveCount(4);

    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await search.fill('cafe vat');
    await expect(shown()).toHaveCount(1);
    await expect(card(page, 'Call the accountant')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 4 tasks' })).toBeVisible();
    await expect(column(page, 'In Progress').getByText('No tasks here match your search or filters')).toBeVisible();
    await search.fill('');

    await page.getByLabel('Priority').selectOption({ label: 'High priority' });
    await expect(shown()).toHaveCount(2);
    await page.getByLabel('Priority').selectOption({ label: 'Any priority' });

    // A category is one choice whatever its case.
    await expect(page.getByLabel('Category').getByRole('option')).toHaveText(['Any category', 'Finance', 'Home', 'Travel']);
    await page.getByLabel('Category').selectOption('Travel');
    await expect(shown()).toHaveCount(2);
    await page.getByLabel('Category').selectOption({ label: 'Any category' });

    const due = page.getByLabel('Due');
    await due.selectOption({ label: 'Overdue' });
    await expect(shown()).toHaveCount(1);
    await expect(card(page, 'Call the accountant')).toBeVisible();
    await due.selectOption({ label: 'Due today' });
    await expect(shown()).toHaveCount(1);
    await expect(card(page, 'Water the plants')).toBeVisible();
    await due.selectOption({ label: 'Due this week' });
    await expect(shown()).toHaveCount(2);
    await expect(card(page, 'Renew passport')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(shown()).toHaveCount(4);
    await expect(due).toHaveValue('any');
  });

  test('filters are remembered for this person across visits, and not for another person on the same browser', async ({ page, baseURL, request, account: _account }) => {
    await addTask(page, baseURL, { title: 'Urgent thing', priority: 'high' });
    await addTask(page, baseURL, { title: 'Calm thing', priority: 'low' });
    await openBoard(page);
    await page.getByLabel('Priority').selectOption({ label: 'High priority' });
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('thing');
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.reload();
    await expect(card(page, 'Urgent thing')).toBeVisible();
    await expect(page.getByLabel('Priority')).toHaveValue('high');
    await expect(card(page, 'Calm thing')).toHaveCount(0);
    // The search is for now: it starts empty on the next visit.
    await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');

    // Someone else signs in on this browser: their board is not filtered by the first person's choice.
    const other = await createConfirmedAccount(request, baseURL, newAccount('filters-other'));
    await page.context().clearCookies();
    await signInThroughApi(page, baseURL, other);
    await addTask(page, baseURL, { title: 'Their low task', priority: 'low' });
    await openBoard(page);
    await expect(card(page, 'Their low task')).toBeVisible();
    await expect(page.getByLabel('Priority')).toHaveValue('any');
  });
});

import { currentCard, miniTracker, openActivity, startThroughApi } from './support/activity';
import { expectNoAxeViolations } from './support/axe';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { THEMES, storeTheme } from './support/theme';
import { chooseFromMenu, moreActions } from './todos-helpers';

// issue 18 item 3: one click for the common thing. A checkbox before every title completes the task
// (docs/product/todos.md "Complete checkbox"); the toggle keeps the spec's cycle under the name of what
// it does; 'Start timer' in the card's menu starts the activity timer linked to the task
// (docs/product/todos.md "Start timer"), and offers to switch when one already runs.

const checkbox = (page: Parameters<typeof card>[0], title: string) => card(page, title).getByRole('checkbox', { name: `Complete "${title}"` });

test.describe('Completing a task in one click', () => {
  test('the checkbox completes an open task from any column, and unticking reopens it; one history row each', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Send the contract' });
    await addTask(page, baseURL, { title: 'Draft the brief', status: 'in_progress' });
    await openBoard(page);

    await expect(checkbox(page, 'Send the contract')).not.toBeChecked();
    await checkbox(page, 'Send the contract').click();
    const done = column(page, 'Completed').getByRole('article', { name: 'Send the contract' });
    await expect(done).toBeVisible();
    await expect(checkbox(page, 'Send the contract')).toBeChecked();
    // click, not check(): the card moves to Completed and its checkbox there is a new element.
    await checkbox(page, 'Draft the brief').click();
    await expect(column(page, 'Completed').getByRole('article', { name: 'Draft the brief' })).toBeVisible();

    // Saved: a reload shows the same board.
    await page.reload();
    await expect(column(page, 'Completed').getByRole('article')).toHaveCount(2);

    await checkbox(page, 'Send the contract').click();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Send the contract' })).toBeVisible();
    await page.reload();
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Send the contract' })).toBeVisible();

    await chooseFromMenu(page, 'Send the contract', 'Show history');
    const rows = page.getByRole('dialog', { name: 'Task Movement History' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(/Completed\s*to\s*Not Started.*Status toggled manually/);
    await expect(rows.nth(1)).toContainText(/Not Started\s*to\s*Completed.*Status toggled manually/);
  });

  test('by keyboard: Space on the checkbox completes, and focus moves to the card that takes its place', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Water the ferns', dueDate: '2030-01-01' });
    await addTask(page, baseURL, { title: 'Feed the cat', dueDate: '2030-01-02' });
    await openBoard(page);
    await checkbox(page, 'Water the ferns').focus();
    await page.keyboard.press('Space');
    await expect(column(page, 'Completed').getByRole('article', { name: 'Water the ferns' })).toBeVisible();
    await expect(card(page, 'Feed the cat').getByRole('button', { name: 'Feed the cat', exact: true })).toBeFocused();
  });
});

test.describe("'Start timer' from a task", () => {
  test('starts the timer linked to the task: the header shows it, the task goes in progress, the Activity screen names the task', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Write the quarterly report' });
    await openBoard(page);
    await chooseFromMenu(page, 'Write the quarterly report', 'Start timer');
    await expect(page.getByRole('status').filter({ hasText: 'Timer started for "Write the quarterly report".' })).toBeVisible();
    await expect(miniTracker(page)).toContainText('Write the quarterly report');
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Write the quarterly report' })).toBeVisible();

    // Asked again for the task it already times: it says so.
    await chooseFromMenu(page, 'Write the quarterly report', 'Start timer');
    await expect(page.getByRole('status').filter({ hasText: 'The timer is already running for "Write the quarterly report".' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'A timer is already running' })).toHaveCount(0);

    await openActivity(page);
    await expect(currentCard(page)).toContainText('Task: Write the quarterly report');
  });

  test('with another timer running it asks: Keep the current timer leaves it; Switch to this task stops it (logged) and starts this one', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Prepare the slides' });
    await startThroughApi(page, baseURL, { title: 'Inbox zero', type: 'work' });
    await openBoard(page);
    await expect(miniTracker(page)).toContainText('Inbox zero');

    await chooseFromMenu(page, 'Prepare the slides', 'Start timer');
    const question = page.getByRole('dialog', { name: 'A timer is already running' });
    await expect(question).toContainText(/"Inbox zero" has been running for (\d+s|\d+h \d+m)\./);
    await expect(question).toContainText('Stop it and start the timer for "Prepare the slides"?');
    await expectNoAxeViolations(page, 'the switch question', { include: 'dialog[open]' });
    await question.getByRole('button', { name: 'Keep the current timer' }).click();
    await expect(question).toBeHidden();
    await expect(moreActions(page, 'Prepare the slides')).toBeFocused();
    await expect(miniTracker(page)).toContainText('Inbox zero');

    await chooseFromMenu(page, 'Prepare the slides', 'Start timer');
    await question.getByRole('button', { name: 'Switch to this task' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Logged "Inbox zero" \((\d+s|\d+h \d+m)\)/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Timer started for "Prepare the slides".' })).toBeVisible();
    await expect(miniTracker(page)).toContainText('Prepare the slides');
    await expect(column(page, 'In Progress').getByRole('article', { name: 'Prepare the slides' })).toBeVisible();
  });

  test('a completed task offers no timer', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Filed already', status: 'completed' });
    await openBoard(page);
    await moreActions(page, 'Filed already').click();
    await expect(page.getByRole('menuitem', { name: 'Show history' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Start timer' })).toHaveCount(0);
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  for (const theme of THEMES) {
    test(`the cards with their checkbox and toggle, and the switch question, at ${viewport.width} px (${theme})`, async ({ page, baseURL, account: _account }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await storeTheme(page, theme);
      await addTask(page, baseURL, { title: 'Call the bank about the loan', priority: 'high', dueDate: '2020-05-01', category: 'Finance' });
      await addTask(page, baseURL, { title: 'Record the podcast intro', status: 'in_progress', estimatedMinutes: 45 });
      await addTask(page, baseURL, { title: 'Renew the domain', status: 'completed', priority: 'low' });
      await startThroughApi(page, baseURL, { title: 'Inbox zero', type: 'work' });
      await openBoard(page);
      await expect(checkbox(page, 'Renew the domain')).toBeChecked();
      await expectNoAxeViolations(page, `/todos with checkboxes at ${viewport.width} px (${theme})`);
      await saveScreenshot(page, `todos-complete-${theme}`);
      await chooseFromMenu(page, 'Call the bank about the loan', 'Start timer');
      await expect(page.getByRole('dialog', { name: 'A timer is already running' })).toBeVisible();
      await saveScreenshot(page, `todos-switch-timer-${theme}`);
    });
  }
}

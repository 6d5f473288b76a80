import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expect, test } from './support/fixtures';
import { localDate } from './support/suite-clock';
import { saveScreenshot } from './support/screenshots';

// The Goals screen (docs/product/goals.md), driven as a person would. Each
// test starts signed in as a fresh user. Accessibility, themes and phone widths: goals-look.spec.ts.

interface GoalInput {
  title: string;
  description?: string;
  category?: string;
  targetDate?: string;
  milestones?: Array<{ title: string; dueDate?: string }>;
}

interface SavedGoal {
  id: string;
  updatedAt: string;
  milestones: Array<{ id: string; title: string }>;
}

/** Creates a goal through the API as the page's signed-in user; reload the page to see it. */
async function addGoal(page: Page, baseURL: string | undefined, goal: GoalInput): Promise<SavedGoal> {
  const response = await page.request.post('/api/goals', { headers: originOf(baseURL), data: goal });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedGoal;
}

async function openGoals(page: Page) {
  await page.goto('/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const expand = (page: Page, title: string) => card(page, title).getByRole('button', { name: title, exact: true });


test.describe('Goals', () => {
  test('with no goals: the empty state, and its buttons open the form and the AI panel', async ({ page, account: _account }) => {
    await openGoals(page);
    await expect(page).toHaveTitle('Goals · Cadence');
    await expect(page.getByRole('heading', { name: 'No goals found' })).toBeVisible();
    await expect(page.getByText("You haven't created any goals yet.")).toBeVisible();

    await page.getByRole('button', { name: 'Get AI Goal Recommendations' }).click();
    const panel = page.getByRole('region', { name: 'AI Goal Recommendations' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'AI Goal Recommendations' })).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
    await expect(page.getByRole('button', { name: 'AI Recommend' })).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    // 'AI Recommend' opens and closes the same panel.
    await page.getByRole('button', { name: 'AI Recommend' }).click();
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'AI Recommend' }).click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Create Your First Goal' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Goal' })).toBeVisible();
  });

  test('creates a goal: one milestone row always, remove only with more, blank ones dropped, Save disabled while the title is blank', async ({ page, account: _account }) => {
    await openGoals(page);
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Goal' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByLabel('Category')).toHaveValue('personal');
    await expect(dialog.getByLabel('Milestone 1', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Remove milestone/ })).toHaveCount(0);

    const save = dialog.getByRole('button', { name: 'Create Goal' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Title').fill('   ');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Title').press('Enter');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Title').fill('Run a marathon');
    await expect(save).toBeEnabled();
    await dialog.getByLabel('Description').fill('The spring race in Paris');
    await dialog.getByLabel('Category').selectOption({ label: 'Fitness' });
    await dialog.getByLabel('Target Date').fill(localDate(12));
    await dialog.getByLabel('Milestone 1', { exact: true }).fill('Run 10 km');
    // Enter in a milestone adds the next row and moves there.
    await dialog.getByLabel('Milestone 1', { exact: true }).press('Enter');
    await expect(dialog.getByLabel('Milestone 2', { exact: true })).toBeFocused();
    await expect(dialog.getByRole('button', { name: /Remove milestone/ })).toHaveCount(2);
    await dialog.getByLabel('Milestone 2', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await dialog.getByLabel('Milestone 3', { exact: true }).fill('Half marathon');
    await dialog.getByLabel('Milestone 3 due date').fill('2030-05-01');
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await dialog.getByRole('button', { name: 'Remove milestone 4' }).click();
    await expect(dialog.getByLabel('Milestone 4', { exact: true })).toHaveCount(0);
    await saveScreenshot(page, 'goals-create-form');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'New Goal' })).toBeFocused();

    const created = card(page, 'Run a marathon');
    await expect(created).toContainText('Fitness');
    await expect(created).toContainText('Active');
    await expect(created).toContainText('12 days left');
    await expect(created).toContainText('0 of 2 milestones');
    await expect(created.getByRole('progressbar', { name: 'Progress of "Run a marathon"' })).toHaveAttribute('aria-valuenow', '0');

    await expand(page, 'Run a marathon').click();
    await expect(created.getByText('The spring race in Paris')).toBeVisible();
    const checklist = created.getByRole('list', { name: 'Milestones of "Run a marathon"' });
    await expect(checklist.getByRole('checkbox')).toHaveCount(2);
    await expect(checklist.getByRole('checkbox', { name: /Run 10 km/ })).not.toBeChecked();
    await expect(checklist.getByRole('listitem').nth(1)).toContainText('Half marathon');
  });

  test('ticking milestones moves progress, completes the goal at 100 % and re-opens it; a tick plays a 1 s animation', async ({ page, baseURL, account: _account }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await addGoal(page, baseURL, { title: 'Learn Spanish', milestones: [{ title: 'A1' }, { title: 'A2' }, { title: 'B1' }] });
    await openGoals(page);
    const goal = card(page, 'Learn Spanish');
    await expand(page, 'Learn Spanish').click();
    const progress = goal.getByRole('progressbar');

    // docs/product/goals.md "Ticking a milestone": a 1 second animation when a milestone becomes completed.
    // Recorded as it starts: on a busy machine it can be over before the page could be asked what runs.
    await page.evaluate(() => {
      const started: unknown[] = [];
      Object.assign(window, { startedAnimations: started });
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        started.push(typeof options === 'number' ? options : options?.duration);
        return animate.call(this, keyframes, options);
      };
    });
    await goal.getByRole('checkbox', { name: 'A1' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(await page.evaluate(() => (window as unknown as { startedAnimations: unknown[] }).startedAnimations)).toContain(1000);
    await goal.getByRole('checkbox', { name: 'A2' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await goal.getByRole('checkbox', { name: 'B1' }).check();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(goal).toContainText('Completed');
    await expect(goal).toContainText('3 of 3 milestones');

    // un-ticking re-opens it
    await goal.getByRole('checkbox', { name: 'A2' }).uncheck();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await expect(goal).toContainText('Active');

    // the server kept it
    await page.reload();
    await expand(page, 'Learn Spanish').click();
    await expect(card(page, 'Learn Spanish').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await expect(card(page, 'Learn Spanish').getByRole('checkbox', { name: 'A2' })).not.toBeChecked();
  });

  test('a tick shows the moment it is clicked, not only once the change reaches the cache (the box never flicks back)', async ({ page, baseURL, account: _account }) => {
    await addGoal(page, baseURL, { title: 'Ship the book', milestones: [{ title: 'Outline' }] });
    await openGoals(page);
    await expand(page, 'Ship the book').click();
    const box = card(page, 'Ship the book').getByRole('checkbox', { name: 'Outline' });
    // Read in the same task as the click: a controlled box waiting for the cache is unchecked again there.
    expect(await box.evaluate((element: HTMLInputElement) => (element.click(), element.checked))).toBe(true);
    await expect(card(page, 'Ship the book').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(await box.evaluate((element: HTMLInputElement) => (element.click(), element.checked))).toBe(false);
    await expect(card(page, 'Ship the book').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  test('under reduced motion a tick plays no animation', async ({ page, baseURL, account: _account }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await addGoal(page, baseURL, { title: 'Read 12 books', milestones: [{ title: 'Book 1' }] });
    await openGoals(page);
    await expand(page, 'Read 12 books').click();
    await card(page, 'Read 12 books').getByRole('checkbox', { name: 'Book 1' }).check();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(card(page, 'Read 12 books').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  test('several cards expand at once, and the keyboard opens them', async ({ page, baseURL, account: _account }) => {
    await addGoal(page, baseURL, { title: 'First goal', description: 'First description', milestones: [{ title: 'One' }] });
    await addGoal(page, baseURL, { title: 'Second goal', description: 'Second description' });
    await openGoals(page);
    await expand(page, 'First goal').click();
    await expand(page, 'Second goal').focus();
    await page.keyboard.press('Enter');
    await expect(expand(page, 'First goal')).toHaveAttribute('aria-expanded', 'true');
    await expect(expand(page, 'Second goal')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('First description')).toBeVisible();
    await expect(page.getByText('Second description')).toBeVisible();
    await expect(card(page, 'Second goal')).toContainText('No milestones yet.');
    await expand(page, 'First goal').click();
    await expect(page.getByText('First description')).toBeHidden();
    await expect(page.getByText('Second description')).toBeVisible();
  });

  test('filters: All, Active, Completed and one chip per category present; a filter with no goals says so', async ({ page, baseURL, account: _account }) => {
    const done = await addGoal(page, baseURL, { title: 'Save an emergency fund', category: 'financial', milestones: [{ title: 'First month' }] });
    await page.request.patch(`/api/goals/${done.id}/milestones/${done.milestones[0]!.id}`, { headers: originOf(baseURL), data: { completed: true } });
    await addGoal(page, baseURL, { title: 'Get promoted', category: 'career' });
    await addGoal(page, baseURL, { title: 'Call mum weekly', category: 'career' });
    await openGoals(page);

    const chips = page.getByRole('group', { name: 'Filter goals' }).getByRole('button');
    await expect(chips).toHaveText(['All', 'Active', 'Completed', 'Career', 'Financial']);
    await expect(chips.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const titles = page.getByRole('list', { name: 'Goals' }).getByRole('article');
    await expect(titles).toHaveCount(3);

    await chips.filter({ hasText: 'Completed' }).click();
    await expect(titles).toHaveCount(1);
    await expect(card(page, 'Save an emergency fund')).toBeVisible();
    await chips.filter({ hasText: 'Career' }).click();
    await expect(titles).toHaveCount(2);
    await chips.filter({ hasText: 'Active' }).click();
    await expect(titles).toHaveCount(2);

    // Un-tick the completed goal's milestone elsewhere: the Completed filter now finds nothing.
    await page.request.patch(`/api/goals/${done.id}/milestones/${done.milestones[0]!.id}`, { headers: originOf(baseURL), data: { completed: false } });
    await page.reload();
    await page.getByRole('group', { name: 'Filter goals' }).getByRole('button', { name: 'Completed' }).click();
    await expect(page.getByRole('heading', { name: 'No goals found' })).toBeVisible();
    await expect(page.getByText('No goals found with the "Completed" filter.')).toBeVisible();
    await page.getByRole('button', { name: 'Show All Goals' }).click();
    await expect(titles).toHaveCount(3);
  });

  test('edits a goal: milestones renamed, added and removed, a blanked one dropped; progress follows', async ({ page, baseURL, account: _account }) => {
    const goal = await addGoal(page, baseURL, { title: 'Write a book', milestones: [{ title: 'Outline' }, { title: 'Draft' }, { title: 'Edit' }] });
    await page.request.patch(`/api/goals/${goal.id}/milestones/${goal.milestones[0]!.id}`, { headers: originOf(baseURL), data: { completed: true } });
    await openGoals(page);
    await expect(card(page, 'Write a book').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    await page.getByRole('button', { name: 'Edit "Write a book"' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByLabel('Milestone 1', { exact: true })).toHaveValue('Outline');
    await expect(dialog.getByText('Completed')).toHaveCount(1);
    await dialog.getByLabel('Title').fill('Write a novel');
    await dialog.getByLabel('Milestone 2', { exact: true }).fill('First draft');
    await dialog.getByLabel('Milestone 3', { exact: true }).fill('  ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    const edited = card(page, 'Write a novel');
    await expect(edited.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expand(page, 'Write a novel').click();
    await expect(edited.getByRole('checkbox')).toHaveCount(2);
    await expect(edited.getByRole('checkbox', { name: 'Outline' })).toBeChecked();
    await expect(edited.getByRole('checkbox', { name: 'First draft' })).not.toBeChecked();
  });

  test('a stale edit shows the goal as it is now, with a message', async ({ page, baseURL, account: _account }) => {
    const goal = await addGoal(page, baseURL, { title: 'Learn to swim', milestones: [{ title: 'Float' }] });
    await openGoals(page);
    await page.getByRole('button', { name: 'Edit "Learn to swim"' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await dialog.getByLabel('Title').fill('My stale title');
    // Another tab renames it while this form is open.
    const other = await page.request.patch(`/api/goals/${goal.id}`, {
      headers: originOf(baseURL),
      data: { title: 'Learn to swim 1 km', description: null, category: 'fitness', targetDate: null, milestones: [{ id: goal.milestones[0]!.id, title: 'Float' }], expectedUpdatedAt: goal.updatedAt },
    });
    expect(other.ok()).toBeTruthy();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This goal was changed elsewhere. The form now shows the latest version.');
    await expect(dialog.getByLabel('Title')).toHaveValue('Learn to swim 1 km');
    await expect(dialog.getByLabel('Category')).toHaveValue('fitness');
    await dialog.getByLabel('Title').fill('Swim 2 km');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Swim 2 km')).toBeVisible();
  });

  test('delete removes the card at once, and Undo brings it back as it was', async ({ page, baseURL, account: _account }) => {
    const goal = await addGoal(page, baseURL, { title: 'Meditate daily', milestones: [{ title: 'Week one' }, { title: 'Week two' }] });
    await page.request.patch(`/api/goals/${goal.id}/milestones/${goal.milestones[0]!.id}`, { headers: originOf(baseURL), data: { completed: true } });
    await openGoals(page);
    await page.getByRole('button', { name: 'Delete "Meditate daily"' }).click();
    await expect(card(page, 'Meditate daily')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New Goal' })).toBeFocused();
    await expect(page.getByText("You haven't created any goals yet.")).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: 'Goal deleted' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(card(page, 'Meditate daily').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await page.reload();
    await expect(card(page, 'Meditate daily')).toBeVisible();
  });

  test('the target date says days left, due today, or overdue; a completed goal just shows the date', async ({ page, baseURL, account: _account }) => {
    await addGoal(page, baseURL, { title: 'Past goal', targetDate: localDate(-3) });
    await addGoal(page, baseURL, { title: 'Today goal', targetDate: localDate(0) });
    await addGoal(page, baseURL, { title: 'Tomorrow goal', targetDate: localDate(1) });
    const done = await addGoal(page, baseURL, { title: 'Done goal', targetDate: localDate(-5), milestones: [{ title: 'Only' }] });
    await page.request.patch(`/api/goals/${done.id}/milestones/${done.milestones[0]!.id}`, { headers: originOf(baseURL), data: { completed: true } });
    await openGoals(page);
    await expect(card(page, 'Past goal')).toContainText('3 days overdue');
    await expect(card(page, 'Today goal')).toContainText('Due today');
    await expect(card(page, 'Tomorrow goal')).toContainText('1 day left');
    await expect(card(page, 'Done goal').locator('time')).toHaveAttribute('datetime', localDate(-5));
    await expect(card(page, 'Done goal')).not.toContainText('overdue');
  });

  // docs/architecture.md "Live sync": the goals line in app/live-updates/area-invalidations.ts.
  test("another tab's change shows here without a reload (live sync)", async ({ page, baseURL, account: _account }) => {
    const goal = await addGoal(page, baseURL, { title: 'Plant a garden', milestones: [{ title: 'Buy seeds' }, { title: 'Sow' }] });
    await openGoals(page);
    const second = await page.context().newPage();
    await second.goto('/goals');
    await expand(second, 'Plant a garden').click();
    await card(second, 'Plant a garden').getByRole('checkbox', { name: 'Buy seeds' }).check();
    await expect(card(page, 'Plant a garden').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await addGoal(page, baseURL, { title: 'Made elsewhere' });
    await expect(card(page, 'Made elsewhere')).toBeVisible();
    await page.request.delete(`/api/goals/${goal.id}`, { headers: originOf(baseURL) });
    await expect(card(page, 'Plant a garden')).toHaveCount(0);
    await second.close();
  });

  test('a failed load says so and offers Try again', async ({ page, account: _account }) => {
    let fail = true;
    await page.route('**/api/goals', (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: "Cadence can't reach its database right now. Please try again in a moment." } }) }) : route.continue()));
    await openGoals(page);
    await expect(page.getByRole('alert')).toContainText("Cadence can't reach its database right now.", { timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("You haven't created any goals yet.")).toBeVisible();
  });
});

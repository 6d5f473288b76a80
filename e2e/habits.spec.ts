import { originOf } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addHabit, dayName, habitCard, localDate, markDays, openHabits } from './habits-helpers';

// The Habits screen (docs/product/habits.md), driven as a person would.
// Each test starts signed in as a fresh user (the `account` fixture).

test.describe('Habits', () => {
  test('from the empty state, creates a habit with every field; a blank title does nothing', async ({ page, account: _account }) => {
    // The longest flow here (two creates, every field): room for a machine shared with other builds.
    test.setTimeout(60_000);
    await openHabits(page);
    await expect(page.getByRole('heading', { name: 'No habits found' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Your First Habit' }).click();

    const dialog = page.getByRole('dialog', { name: 'New Habit' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    // docs/product/habits.md "Defaults": daily, wellness, #4C51BF; any time of day.
    await expect(dialog.getByLabel('Frequency')).toHaveValue('daily');
    await expect(dialog.getByLabel('Time of Day')).toHaveValue('');
    await expect(dialog.getByLabel('Category')).toHaveValue('wellness');
    await expect(dialog.getByRole('radio', { name: 'Indigo' })).toBeChecked();

    // docs/product/habits.md "Habit form": ignored while the title is blank.
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create Habit' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await dialog.getByLabel('Title').fill('Morning run');
    await dialog.getByLabel('Description').fill('Five easy kilometres');
    await dialog.getByLabel('Frequency').selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Time of Day').selectOption({ label: 'Morning' });
    await dialog.getByLabel('Category').selectOption({ label: 'Fitness' });
    await dialog.getByRole('radio', { name: 'Green' }).check();
    await dialog.getByRole('button', { name: 'Create Habit' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: 'Habit created successfully!' })).toBeVisible();
    const card = habitCard(page, 'Morning run');
    await expect(card).toContainText('Weekly · Morning · Fitness');
    await expect(card).toContainText('Five easy kilometres');
    await expect(card).toContainText('0 week streak');
    await expect(card).toHaveCSS('border-left-color', 'rgb(47, 133, 90)');
    // 'Create Your First Habit' is gone: focus goes to the new card rather than being lost.
    await expect(card).toBeFocused();

    // From 'New Habit', focus comes back to it.
    await page.getByRole('button', { name: 'New Habit' }).click();
    await page.getByRole('dialog', { name: 'New Habit' }).getByLabel('Title').fill('Stretch');
    await page.getByRole('dialog', { name: 'New Habit' }).getByLabel('Title').press('Enter');
    await expect(habitCard(page, 'Stretch')).toContainText('Daily · Wellness');
    await expect(page.getByRole('button', { name: 'New Habit' })).toBeFocused();
  });

  test("a failed create says so in a toast, in the spec's words, and keeps the form", async ({ page, account: _account }) => {
    await openHabits(page);
    await page.route('**/api/habits', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'New Habit' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Habit' });
    await dialog.getByLabel('Title').fill('Stretch');
    await dialog.getByLabel('Title').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to create habit: The database is not reachable.' })).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('Stretch');
  });

  test("today's check marks the day, moves the streak and fills today in the strip", async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Meditate' });
    await markDays(page, baseURL, habit.id, [localDate(-2), localDate(-1)]);
    await openHabits(page);
    const card = habitCard(page, 'Meditate');
    await expect(card).toContainText('2 day streak');
    await expect(card).toContainText('Best: 2 days');
    const strip = card.getByRole('list', { name: '"Meditate", last 7 days' });
    await expect(strip.getByRole('listitem')).toHaveCount(7);
    const todayInStrip = strip.getByRole('button', { name: `${await dayName(page, localDate())} (today)` });
    await expect(todayInStrip).toHaveAttribute('aria-pressed', 'false');

    await card.getByRole('button', { name: 'Mark "Meditate" done today' }).click();
    await expect(card).toContainText('3 day streak');
    await expect(card).toContainText('Best: 3 days');
    await expect(todayInStrip).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(card).toContainText('3 day streak');

    await card.getByRole('button', { name: 'Mark "Meditate" not done today' }).click();
    await expect(card).toContainText('2 day streak');
    await expect(card.getByRole('button', { name: 'Mark "Meditate" done today' })).toBeVisible();
  });

  test('one card open at a time, with the Weekly Tracker and the Monthly Overview; past days toggle, days to come do not', async ({ page, baseURL, account: _account }) => {
    await addHabit(page, baseURL, { title: 'Read' });
    await addHabit(page, baseURL, { title: 'Floss' });
    await openHabits(page);
    const read = habitCard(page, 'Read');
    const floss = habitCard(page, 'Floss');

    await read.getByRole('button', { name: 'Show tracker Read' }).click();
    await expect(read.getByRole('heading', { name: 'Weekly Tracker' })).toBeVisible();
    await expect(read.getByRole('heading', { name: 'Monthly Overview' })).toBeVisible();
    const month = read.getByRole('region', { name: 'Monthly Overview' }).getByRole('table');
    // Sunday-first columns.
    await expect(month.getByRole('columnheader').first()).toHaveText(/^Sun/);
    await expect(month.getByRole('columnheader')).toHaveCount(7);

    // One at a time: opening Floss closes Read.
    await floss.getByRole('button', { name: 'Show tracker Floss' }).click();
    await expect(floss.getByRole('heading', { name: 'Monthly Overview' })).toBeVisible();
    await expect(read.getByRole('heading', { name: 'Monthly Overview' })).toHaveCount(0);
    await expect(read.getByRole('button', { name: 'Show tracker Read' })).toHaveAttribute('aria-expanded', 'false');

    // A past day of this month (today on the 1st), from the Monthly Overview.
    const day = localDate().endsWith('-01') ? localDate() : localDate(-1);
    const overview = floss.getByRole('region', { name: 'Monthly Overview' });
    const pastDay = overview.getByRole('table').getByRole('button', { name: await dayName(page, day), exact: true });
    await pastDay.click();
    await expect(pastDay).toHaveAttribute('aria-pressed', 'true');
    await expect(floss).toContainText('1 day streak');
    await page.reload();
    await floss.getByRole('button', { name: 'Show tracker Floss' }).click();
    await expect(overview.getByRole('table').getByRole('button', { name: await dayName(page, day), exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The same day from the Weekly Tracker un-marks it, when it is in this week.
    const weekly = floss.getByRole('region', { name: 'Weekly Tracker' });
    const inWeek = weekly.getByRole('button', { name: await dayName(page, day), exact: true });
    if ((await inWeek.count()) > 0) {
      await inWeek.click();
      await expect(inWeek).toHaveAttribute('aria-pressed', 'false');
      await expect(floss).toContainText('0 day streak');
    }

    // Tomorrow cannot be marked (unless tomorrow is in another month and week).
    const tomorrow = floss.getByRole('button', { name: await dayName(page, localDate(1)), exact: true });
    if ((await tomorrow.count()) > 0) await expect(tomorrow.first()).toBeDisabled();
  });

  test('edits a habit; a weekly habit counts weeks', async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Call mum', category: 'personal', timeOfDay: 'evening' });
    await markDays(page, baseURL, habit.id, [localDate(-7), localDate()]);
    await openHabits(page);
    await page.getByRole('button', { name: 'Edit "Call mum"' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Habit' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Call mum');
    await expect(dialog.getByLabel('Time of Day')).toHaveValue('evening');
    await dialog.getByLabel('Title').fill('Call my parents');
    await dialog.getByLabel('Frequency').selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Time of Day').selectOption({ label: 'Any time' });
    await dialog.getByRole('radio', { name: 'Orange' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const card = habitCard(page, 'Call my parents');
    await expect(card).toContainText('2 week streak');
    await expect(card).toContainText('Weekly · Personal');
    await expect(card).toHaveCSS('border-left-color', 'rgb(192, 86, 33)');
  });

  test('deletes at once and Undo brings the habit back with its days', async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Journal' });
    await markDays(page, baseURL, habit.id, [localDate(-1), localDate()]);
    await addHabit(page, baseURL, { title: 'Walk' });
    await openHabits(page);
    await page.getByRole('button', { name: 'Delete "Journal"' }).click();
    await expect(habitCard(page, 'Journal')).toHaveCount(0);
    // The keyboard keeps its place: focus moves to the next card.
    await expect(habitCard(page, 'Walk')).toBeFocused();
    const toast = page.getByRole('status').filter({ hasText: 'Habit deleted' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(habitCard(page, 'Journal')).toContainText('2 day streak');

    await page.getByRole('button', { name: 'Delete "Journal"' }).click();
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 8000 });
    await page.reload();
    await expect(habitCard(page, 'Walk')).toBeVisible();
    await expect(habitCard(page, 'Journal')).toHaveCount(0);
  });

  test('category chips filter the cards', async ({ page, baseURL, account: _account }) => {
    await addHabit(page, baseURL, { title: 'Drink water' });
    await addHabit(page, baseURL, { title: 'Push-ups', category: 'fitness' });
    await addHabit(page, baseURL, { title: 'Yoga', category: 'fitness' });
    await openHabits(page);
    const chips = page.getByRole('group', { name: 'Filter habits by category' });
    await expect(chips.getByRole('button')).toHaveText(['All', 'Wellness', 'Fitness']);
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'Fitness' }).click();
    await expect(chips.getByRole('button', { name: 'Fitness' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(habitCard(page, 'Drink water')).toHaveCount(0);
    await chips.getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test("'AI Recommend' opens the upgrade prompt for recommendations; Close puts focus back", async ({ page, account: _account }) => {
    await openHabits(page);
    const button = page.getByRole('button', { name: 'AI Recommend' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const prompt = page.getByRole('region', { name: 'Unlock recommendations' });
    await expect(prompt.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("completing a task linked to a habit shows on the habit as today's completion", async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Practice piano' });
    const task = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Scales for 20 minutes', habitId: habit.id } });
    expect(task.status()).toBe(201);
    await openHabits(page);
    await expect(habitCard(page, 'Practice piano')).toContainText('0 day streak');

    // Completed on the board of this same tab: the habits screen asks again when it opens.
    await page.goto('/todos');
    await page.getByRole('checkbox', { name: 'Complete "Scales for 20 minutes"' }).click();
    await expect(page.getByRole('region', { name: 'Completed', exact: true }).getByRole('article', { name: 'Scales for 20 minutes' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Habits' }).click();
    const card = habitCard(page, 'Practice piano');
    await expect(card).toContainText('1 day streak');
    await expect(card.getByRole('button', { name: 'Mark "Practice piano" not done today' })).toBeVisible();
  });

  test("another tab's changes show here without a reload: a day marked, a linked task completed, a habit deleted (live sync)", async ({ page, baseURL, account: _account }) => {
    const habit = await addHabit(page, baseURL, { title: 'Drink water' });
    const task = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Fill the bottle', habitId: habit.id } });
    expect(task.status()).toBe(201);
    await addHabit(page, baseURL, { title: 'Stretch' });
    await openHabits(page);
    await expect(habitCard(page, 'Drink water')).toContainText('0 day streak');

    const other = await page.context().newPage();
    await other.goto('/habits');
    await habitCard(other, 'Stretch').getByRole('button', { name: 'Mark "Stretch" done today' }).click();
    await expect(habitCard(page, 'Stretch')).toContainText('1 day streak');

    // docs/product/habits.md "Link from tasks": the capability announces a habits change.
    await other.goto('/todos');
    await other.getByRole('button', { name: 'Move to In Progress "Fill the bottle"' }).click();
    await other.getByRole('button', { name: 'Mark complete "Fill the bottle"' }).click();
    await expect(habitCard(page, 'Drink water')).toContainText('1 day streak');
    await expect(habitCard(page, 'Drink water').getByRole('button', { name: 'Mark "Drink water" not done today' })).toBeVisible();

    await page.request.delete(`/api/habits/${habit.id}`, { headers: originOf(baseURL) });
    await expect(habitCard(page, 'Drink water')).toHaveCount(0);
    await other.close();
  });

  test('the list shows an error with Try again when the habits cannot load', async ({ page, account: _account }) => {
    let fail = true;
    await page.route('**/api/habits', (route) => (fail && route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } } }) : route.fallback()));
    await page.goto('/habits');
    await expect(page.getByRole('alert')).toContainText('The database is not reachable.', { timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No habits found' })).toBeVisible();
  });

  test('a refused mark puts the day back and says so', async ({ page, baseURL, account: _account }) => {
    await addHabit(page, baseURL, { title: 'Fragile' });
    await openHabits(page);
    await page.route('**/api/habits/*/completions/*', (route) => route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Habit not found' } } }));
    await page.getByRole('button', { name: 'Mark "Fragile" done today' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not update the habit');
    await expect(page.getByRole('button', { name: 'Mark "Fragile" done today' })).toBeVisible();
  });
});

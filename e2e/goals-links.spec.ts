import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { addTask } from './support/tasks';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { localDate } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';
import { addHabit, habitCard, markDays, openHabits } from './habits-helpers';

// docs/product/goals.md "Linked tasks and habits" (issue 22 §4): a task and a habit are linked to a goal
// in their forms, the goal card counts them, and the expanded goal lists them, each a link to its place.
test.use({ reducedMotion: 'reduce' });

async function addGoal(page: Page, baseURL: string | undefined, title: string): Promise<{ id: string }> {
  const response = await page.request.post('/api/goals', { headers: originOf(baseURL), data: { title, milestones: [{ title: 'First 10 km' }] } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

const goalCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openGoal(page: Page, title: string) {
  await page.goto('/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await goalCard(page, title).getByRole('button', { name: title, exact: true }).click();
}

test.describe('Goals gather their work', () => {
  test('a task and a habit are linked in their forms; the card counts them; the expanded goal lists them with their state, each a link to its place', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(90_000);
    await addGoal(page, baseURL, 'Learn Spanish');
    const marathon = await addGoal(page, baseURL, 'Run a marathon');
    await addTask(page, baseURL, { title: 'Buy running shoes', status: 'completed' }).then((task) =>
      page.request.patch(`/api/todos/${task.id}`, { headers: originOf(baseURL), data: { title: task.title, description: null, priority: 'medium', dueDate: null, category: null, status: 'completed', estimatedMinutes: null, habitId: null, goalId: marathon.id, expectedUpdatedAt: task.updatedAt } }),
    );
    await addHabit(page, baseURL, { title: 'Stretch' });

    // The task form: a 'Goal' select beside 'Habit'.
    await openBoard(page);
    await page.getByRole('button', { name: 'New Task' }).click();
    const taskForm = page.getByRole('dialog', { name: 'Create New Task' });
    await taskForm.getByLabel('Title').fill('Long run on Sunday');
    await expect(taskForm.getByLabel('Goal')).toHaveValue('');
    await taskForm.getByLabel('Goal').selectOption({ label: 'Run a marathon' });
    await taskForm.getByRole('button', { name: 'Create Task' }).click();
    await expect(taskForm).toBeHidden();
    await page.getByRole('button', { name: 'New Task' }).click();
    await taskForm.getByLabel('Title').fill('Plan the weekly runs');
    await taskForm.getByLabel('Status').selectOption({ label: 'In Progress' });
    await taskForm.getByLabel('Goal').selectOption({ label: 'Run a marathon' });
    await taskForm.getByRole('button', { name: 'Create Task' }).click();
    await expect(taskForm).toBeHidden();

    // The habit form: a new habit and an edited one.
    await openHabits(page);
    await page.getByRole('button', { name: 'New Habit' }).click();
    const habitForm = page.getByRole('dialog', { name: 'New Habit' });
    await habitForm.getByLabel('Title').fill('Run 3 km');
    await habitForm.getByLabel('Goal').selectOption({ label: 'Run a marathon' });
    await habitForm.getByRole('button', { name: 'Create Habit' }).click();
    await expect(habitForm).toBeHidden();
    await habitCard(page, 'Stretch').getByRole('button', { name: 'Edit "Stretch"' }).click();
    const editHabit = page.getByRole('dialog', { name: 'Edit Habit' });
    await editHabit.getByLabel('Goal').selectOption({ label: 'Run a marathon' });
    await editHabit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editHabit).toBeHidden();
    await habitCard(page, 'Run 3 km').getByRole('button', { name: 'Mark "Run 3 km" done today' }).click();
    await expect(habitCard(page, 'Run 3 km').getByRole('button', { name: 'Mark "Run 3 km" not done today' })).toBeVisible();

    // The card's line counts the open tasks (the completed one is not) and the habits.
    await page.goto('/goals');
    const card = goalCard(page, 'Run a marathon');
    await expect(card).toContainText('2 tasks open, 2 habits');
    await expect(goalCard(page, 'Learn Spanish')).not.toContainText('open');

    await card.getByRole('button', { name: 'Run a marathon', exact: true }).click();
    const tasks = card.getByRole('region', { name: 'Tasks of "Run a marathon"' });
    await expect(tasks.getByRole('listitem')).toHaveText([/Plan the weekly runs\s*In Progress/, /Long run on Sunday\s*Not Started/, /Buy running shoes\s*Completed/]);
    const habits = card.getByRole('region', { name: 'Habits of "Run a marathon"' });
    await expect(habits.getByRole('listitem')).toHaveText([/Stretch\s*Not done today/, /Run 3 km\s*Done today/]);
    await saveScreenshot(page, 'goal-linked-work');

    // Each is a link to its place: the task's form on the board, the habit's card.
    await tasks.getByRole('link', { name: 'Long run on Sunday' }).click();
    const editTask = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(editTask).toBeVisible();
    await expect(editTask.getByLabel('Goal')).toHaveValue(marathon.id);
    // Unlinking there takes the task off the goal.
    await editTask.getByLabel('Goal').selectOption({ label: 'No goal' });
    await editTask.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editTask).toBeHidden();
    await page.goto('/goals');
    await expect(card).toContainText('1 task open, 2 habits');
    await card.getByRole('button', { name: 'Run a marathon', exact: true }).click();
    await habits.getByRole('link', { name: 'Stretch' }).click();
    await expect(page).toHaveURL(/\/habits/);
    await expect(habitCard(page, 'Stretch')).toBeFocused();
  });

  test("the goal card follows a linked task changed in another tab (live sync), and a deleted goal's work is unlinked until the undo", async ({ page, baseURL, account: _account }) => {
    const goal = await addGoal(page, baseURL, 'Write a book');
    const task = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Outline chapter one', goalId: goal.id } });
    const { id } = (await task.json()) as { id: string };
    const habit = await addHabit(page, baseURL, { title: 'Write 500 words' });
    await page.goto('/goals');
    await expect(goalCard(page, 'Write a book')).toContainText('1 task open');

    const other = await page.context().newPage();
    await openBoard(other);
    await other.getByRole('article', { name: 'Outline chapter one', exact: true }).getByRole('checkbox').check();
    await expect(goalCard(page, 'Write a book')).toContainText('1 task done');
    await other.request.patch(`/api/habits/${habit.id}`, { headers: originOf(baseURL), data: { title: 'Write 500 words', description: null, frequency: 'daily', timeOfDay: null, category: 'wellness', color: '#4C51BF', goalId: goal.id } });
    await expect(goalCard(page, 'Write a book')).toContainText('1 task done, 1 habit');
    await other.close();

    // Deleted: the task's form shows no goal; Undo brings the link back.
    await goalCard(page, 'Write a book').getByRole('button', { name: 'Delete "Write a book"' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Goal deleted' })).toBeVisible();
    const whileDeleted = await page.request.get(`/api/todos/${id}`);
    expect(((await whileDeleted.json()) as { goalId: string | null }).goalId).toBeNull();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(goalCard(page, 'Write a book')).toContainText('1 task done, 1 habit');
  });
});

const longGoal = 'Become fluent enough in Spanish to hold a thirty-minute conversation with my neighbours';

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`at ${viewport.width} px: the linked work on a goal, and the Goal fields of the task and habit forms`, async ({ page, baseURL, account: _account }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        const goal = await addGoal(page, baseURL, longGoal);
        for (const [title, status] of [['Book a tutor for Tuesdays and Thursdays', 'in_progress'], ['Download a podcast', 'not_started'], ['Buy a grammar book', 'completed']] as const) {
          const response = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title, status, goalId: goal.id } });
          expect(response.status()).toBe(201);
        }
        const daily = await addHabit(page, baseURL, { title: 'Duolingo lesson' });
        await page.request.patch(`/api/habits/${daily.id}`, { headers: originOf(baseURL), data: { title: 'Duolingo lesson', description: null, frequency: 'daily', timeOfDay: null, category: 'learning', color: '#2F855A', goalId: goal.id } });
        await markDays(page, baseURL, daily.id, [localDate(0)]);
        const weekly = await page.request.post('/api/habits', { headers: originOf(baseURL), data: { title: 'Language exchange', frequency: 'weekly', color: '#805AD5', goalId: goal.id } });
        expect(weekly.status()).toBe(201);

        await openGoal(page, longGoal);
        await expect(goalCard(page, longGoal)).toContainText('2 tasks open, 2 habits');
        await expect(goalCard(page, longGoal)).toContainText('Not done this week');
        await expectNoAxeViolations(page, `goal with linked work (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goal-links-${theme}`);

        await openBoard(page);
        await page.getByRole('button', { name: 'New Task' }).click();
        const taskForm = page.getByRole('dialog', { name: 'Create New Task' });
        // The form puts focus on its title first; then the Goal field is brought into view for the picture.
        await expect(taskForm.getByLabel('Title')).toBeFocused();
        await taskForm.getByLabel('Goal').selectOption({ label: longGoal });
        await taskForm.getByLabel('Goal').scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `task form with Goal (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goal-links-task-form-${theme}`);
        await taskForm.getByRole('button', { name: 'Cancel' }).click();

        await openHabits(page);
        await page.getByRole('button', { name: 'New Habit' }).click();
        const habitForm = page.getByRole('dialog', { name: 'New Habit' });
        await habitForm.getByLabel('Goal').selectOption({ label: longGoal });
        await expectNoAxeViolations(page, `habit form with Goal (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goal-links-habit-form-${theme}`);
      });
    }
  });
}

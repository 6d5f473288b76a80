import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { localDate } from './support/suite-clock';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The Goals screen in both themes, at desktop and phone widths: axe finds no serious or critical
// violation, nothing scrolls sideways, and screenshots are saved for a person to look at (issue 10).
test.use({ reducedMotion: 'reduce' });

const longTitle = 'Become fluent enough in Spanish to hold a thirty-minute conversation with my neighbours without switching to English';

async function seed(page: Page, baseURL: string | undefined) {
  const post = async (data: object) => {
    const response = await page.request.post('/api/goals', { headers: originOf(baseURL), data });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; milestones: Array<{ id: string }> };
  };
  const tick = (goal: { id: string; milestones: Array<{ id: string }> }, index: number) =>
    page.request.patch(`/api/goals/${goal.id}/milestones/${goal.milestones[index]!.id}`, { headers: originOf(baseURL), data: { completed: true } });
  const inDays = (days: number) => localDate(days);
  const done = await post({ title: 'Read 12 books', category: 'learning', targetDate: inDays(-20), milestones: [{ title: 'Book 1' }, { title: 'Book 2' }] });
  await tick(done, 0);
  await tick(done, 1);
  await post({ title: 'Save an emergency fund', description: 'Three months of expenses in a separate account.', category: 'financial', targetDate: inDays(-4), milestones: [{ title: 'Open the account' }] });
  const spanish = await post({
    title: longTitle,
    description: 'Practise every day.\nLessons on Tuesdays and Thursdays, podcasts on the commute, and a language exchange once a week.',
    category: 'personal',
    targetDate: inDays(45),
    milestones: [{ title: 'Finish A1', dueDate: inDays(10) }, { title: 'Finish A2' }, { title: 'Hold a 10-minute conversation' }, { title: 'Watch a film without subtitles' }],
  });
  await tick(spanish, 0);
  await post({ title: 'Run a marathon', category: 'fitness', targetDate: inDays(120), milestones: [{ title: '10 km' }, { title: 'Half marathon' }, { title: 'Full marathon' }] });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`at ${viewport.width} px: empty state, AI panel, list, expanded cards and the form`, async ({ page, baseURL, account: _account }) => {
        // Six axe runs and six full-page screenshots on a shared 2-core machine.
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.goto('/goals');
        await expect(page.getByText("You haven't created any goals yet.")).toBeVisible();
        await expectNoAxeViolations(page, `goals empty (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goals-empty-${theme}`);

        await page.getByRole('button', { name: 'Get AI Goal Recommendations' }).click();
        await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
        await expectNoAxeViolations(page, `goals AI panel (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goals-ai-panel-${theme}`);

        await seed(page, baseURL);
        await page.reload();
        await expect(page.getByRole('list', { name: 'Goals' }).getByRole('article')).toHaveCount(4);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page, `goals list (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goals-list-${theme}`);

        await page.getByRole('button', { name: longTitle, exact: true }).click();
        await page.getByRole('button', { name: 'Save an emergency fund', exact: true }).click();
        await expect(page.getByText('Practise every day.')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page, `goals expanded (${theme}, ${viewport.width})`);
        await saveScreenshot(page, `goals-expanded-${theme}`);

        await page.getByRole('group', { name: 'Filter goals' }).getByRole('button', { name: 'Completed' }).click();
        await expect(page.getByRole('list', { name: 'Goals' }).getByRole('article')).toHaveCount(1);
        await saveScreenshot(page, `goals-filter-completed-${theme}`);
        await page.getByRole('group', { name: 'Filter goals' }).getByRole('button', { name: 'All' }).click();

        await page.getByRole('button', { name: `Edit "${longTitle}"` }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
        await expect(dialog.getByLabel('Milestone 4', { exact: true })).toHaveValue('Watch a film without subtitles');
        await expectNoAxeViolations(page, `goal edit form (${theme}, ${viewport.width})`, { include: 'dialog' });
        await saveScreenshot(page, `goals-edit-form-${theme}`);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'New Goal' }).click();
        const create = page.getByRole('dialog', { name: 'Create New Goal' });
        await expect(create.getByLabel('Title')).toBeFocused();
        await expectNoAxeViolations(page, `goal create form (${theme}, ${viewport.width})`, { include: 'dialog' });
        await saveScreenshot(page, `goals-create-form-${theme}`);
      });
    }
  });
}

test('at 360 px the list and the form fit the screen', async ({ page, baseURL, account: _account }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seed(page, baseURL);
  await page.goto('/goals');
  await page.getByRole('button', { name: longTitle, exact: true }).click();
  await expect(page.getByText('Practise every day.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'goals-expanded-narrow');
  await page.getByRole('button', { name: 'New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Goal' });
  await dialog.getByRole('button', { name: 'Add Milestone' }).click();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  const remove = await dialog.getByRole('button', { name: 'Remove milestone 2' }).boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(box!.x + box!.width);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'goals-create-form-narrow');
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { originOf } from './support/accounts';
import { card, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, SAVES_SCREENSHOTS, saveScreenshot } from './support/screenshots';
import { suiteNow } from './support/suite-clock';
import { THEMES, storeTheme } from './support/theme';

// docs/product/access.md "Activity log", "Undo", "The log in the profile": a program adds a task with
// the person's token, the person sees it in the profile's log and undoes it; an undo after the person
// changed the task is refused in words.

/** A token made as the profile makes it (the page's own session), and its secret. */
async function createToken(page: Page, baseURL: string | undefined, name: string): Promise<string> {
  const response = await page.request.post('/api/access-tokens', { headers: originOf(baseURL), data: { name, scopes: ['tasks:write'] } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A program holding the token: no cookie, no Origin, only the Authorization header. */
async function agentAddsTask(agent: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await agent.post('/api/v1/todos', { headers: { authorization: `Bearer ${token}` }, data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const changesCard = (page: Page) => page.getByRole('region', { name: 'Changes by connected apps' });
const changeRow = (page: Page, summary: string) => changesCard(page).getByRole('listitem').filter({ hasText: summary }).first();

test.describe('changes by connected apps', () => {
  test('a task a token added is listed in the profile and undone from there', async ({ page, baseURL, playwright, account: _account }) => {
    const token = await createToken(page, baseURL, 'Claude Desktop');
    const agent = await playwright.request.newContext({ baseURL });
    await page.goto('/profile');
    await expect(changesCard(page).getByText('No changes by connected apps yet.')).toBeVisible();

    await agentAddsTask(agent, token, 'Buy milk');
    // Live: the open profile hears the token's change.
    const row = changeRow(page, 'Added task "Buy milk"');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Claude Desktop');
    await row.getByText('Details').click();
    await expect(row).toContainText('Title:');
    await expect(row).toContainText('Not Started');

    await openBoard(page);
    await expect(card(page, 'Buy milk')).toBeVisible();
    await page.goto('/profile');
    await changeRow(page, 'Added task "Buy milk"').getByRole('button', { name: 'Undo' }).click();
    await expect(changeRow(page, 'Added task "Buy milk"').getByRole('button', { name: 'Undone' })).toBeDisabled();
    await openBoard(page);
    await expect(card(page, 'Buy milk')).toHaveCount(0);
    await agent.dispose();
  });

  test('an undo after the person changed the task is refused in words, and by keyboard', async ({ page, baseURL, playwright, account: _account }) => {
    const token = await createToken(page, baseURL, 'My script');
    const agent = await playwright.request.newContext({ baseURL });
    const id = await agentAddsTask(agent, token, 'Call the bank');
    const toggled = await page.request.post(`/api/todos/${id}/toggle`, { headers: originOf(baseURL) });
    expect(toggled.status(), await toggled.text()).toBe(200);

    await page.goto('/profile');
    const row = changeRow(page, 'Added task "Call the bank"');
    const undo = row.getByRole('button', { name: 'Undo' });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('This change can\'t be undone: the task "Call the bank" has been changed since.');
    await openBoard(page);
    await expect(card(page, 'Call the bank')).toBeVisible();
    await agent.dispose();
  });

  test('the log reads 20 changes at a time, with Load more', async ({ page, baseURL, playwright, account: _account }) => {
    const token = await createToken(page, baseURL, 'Bulk script');
    const agent = await playwright.request.newContext({ baseURL });
    for (let n = 1; n <= 21; n += 1) await agentAddsTask(agent, token, `Task ${n}`);
    await agent.dispose();
    await page.goto('/profile');
    const rows = changesCard(page).getByRole('list').first().locator(':scope > li');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('Added task "Task 21"');
    await changesCard(page).getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(21);
    await expect(rows.last()).toContainText('Added task "Task 1"');
    await expect(changesCard(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a change over 7 days old has no Undo any more', async ({ page, baseURL, playwright, account: _account }) => {
    const token = await createToken(page, baseURL, 'Old script');
    const agent = await playwright.request.newContext({ baseURL });
    await agentAddsTask(agent, token, 'Renew the passport');
    await agent.dispose();
    // The person opens the profile eight days later (the browser's clock; the log keeps the change two weeks).
    await page.clock.install({ time: new Date(suiteNow().getTime() + 8 * 24 * 60 * 60 * 1000) });
    await page.goto('/profile');
    const row = changeRow(page, 'Added task "Renew the passport"');
    await expect(row).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  for (const theme of THEMES) {
    for (const size of [DESKTOP, MOBILE]) {
      test(`the log looks right and is accessible (${theme}, ${size.width} px)`, async ({ page, baseURL, playwright, account: _account }) => {
        await storeTheme(page, theme);
        await page.setViewportSize(size);
        const token = await createToken(page, baseURL, 'Claude Desktop');
        const agent = await playwright.request.newContext({ baseURL });
        const id = await agentAddsTask(agent, token, 'Water the plants on the balcony before the weekend');
        const done = await agent.post(`/api/v1/todos/${id}/complete`, { headers: { authorization: `Bearer ${token}` }, data: { completed: true } });
        expect(done.status(), await done.text()).toBe(200);
        await agentAddsTask(agent, token, 'Buy milk');
        await agent.dispose();
        await page.goto('/profile');
        const card = changesCard(page);
        await expect(card.getByText('Completed task "Water the plants on the balcony before the weekend"')).toBeVisible();
        await card.getByRole('button', { name: 'Undo' }).first().click();
        await expect(card.getByRole('button', { name: 'Undone' })).toBeVisible();
        await changeRow(page, 'Completed task').getByText('Details').click();
        await expect(changeRow(page, 'Completed task')).toContainText('Completed');
        const hasNoSidewaysScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(hasNoSidewaysScroll).toBe(true);
        await card.scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `profile changes by connected apps (${theme}, ${size.width})`);
        await saveScreenshot(page, `access-changes-${theme}`);
        if (SAVES_SCREENSHOTS) await card.screenshot({ path: `e2e/artifacts/access-changes-card-${theme}-${size.width}.png`, animations: 'disabled' });
      });
    }
  }
});

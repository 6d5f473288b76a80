import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { card, column, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { localDate } from './support/suite-clock';

// Issue 26's whole path (docs/product/access.md "Personal access tokens", "The MCP server", "On the
// board", "Undo"): a person makes a token in the profile, an AI assistant connects to /mcp with the
// SDK's own client, adds a task and logs a habit; the open board shows the task at once marked with
// the token's name; the person undoes the task from the log in the profile.

const connectedApps = (page: Page) => page.getByRole('region', { name: 'Connected apps', exact: true });
const changesCard = (page: Page) => page.getByRole('region', { name: 'Changes by connected apps' });

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

/** The assistant: the official MCP client over Streamable HTTP, with nothing but the token. */
async function assistantWith(baseURL: string, token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseURL), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
  const client = new Client({ name: 'e2e-assistant', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

test('a token made in the profile lets an assistant add a task and log a habit over MCP; the board marks the task, and the log undoes it', async ({ page, baseURL, account: _account }) => {
  test.setTimeout(60_000);
  // A habit of the person's own, for the assistant to log.
  const habit = await page.request.post('/api/habits', { headers: originOf(baseURL), data: { title: 'Stretch', frequency: 'daily' } });
  expect(habit.status(), await habit.text()).toBe(201);

  await openProfile(page);
  await connectedApps(page).getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create token' });
  await form.getByLabel('Name').fill('Claude');
  await form.getByRole('checkbox', { name: 'Add and change tasks' }).check();
  await form.getByRole('checkbox', { name: 'Log and change habits' }).check();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const shown = page.getByRole('dialog', { name: 'Token created' });
  const token = await shown.getByLabel('Your new token').inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();

  const assistant = await assistantWith(baseURL!, token);
  try {
    // What the token may do decides what the assistant is offered.
    const tools = (await assistant.listTools()).tools.map((tool) => tool.name);
    expect(tools).toEqual(expect.arrayContaining(['add_tasks', 'find_tasks', 'log_habit', 'habit_stats']));
    expect(tools).not.toContain('add_journal_entry');
    expect(tools).not.toContain('start_timer');

    await openBoard(page);
    const added = await assistant.callTool({ name: 'add_tasks', arguments: { tasks: [{ title: 'Book the dentist' }] } });
    expect(added.isError ?? false, JSON.stringify(added.content)).toBe(false);
    // The open board shows it at once, no reload, marked with the token's name.
    await expect(column(page, 'Not Started').getByRole('article', { name: 'Book the dentist' })).toBeVisible();
    await expect(card(page, 'Book the dentist').getByText('via Claude')).toBeVisible();
    // Its row in the task's history says which token made it.
    await page.getByRole('button', { name: 'Show History' }).click();
    const history = page.getByRole('list', { name: 'Task Movement History' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Book the dentist' })).toContainText('via Claude');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    const today = localDate();
    const logged = await assistant.callTool({ name: 'log_habit', arguments: { habit: 'Stretch', date: today } });
    expect(logged.isError ?? false, JSON.stringify(logged.content)).toBe(false);
  } finally {
    await assistant.close();
  }

  // The person sees both changes in the log and undoes the task.
  await openProfile(page);
  const taskChange = changesCard(page).getByRole('listitem').filter({ hasText: 'Added task "Book the dentist"' }).first();
  await expect(taskChange).toContainText('Claude');
  await expect(changesCard(page).getByRole('listitem').filter({ hasText: 'Logged habit "Stretch"' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the log of connected apps after an MCP session');
  await saveScreenshot(page, 'access-mcp-log');
  await taskChange.getByRole('button', { name: 'Undo' }).click();
  await expect(taskChange.getByRole('button', { name: 'Undone' })).toBeDisabled();

  await openBoard(page);
  await expect(page.getByRole('article', { name: 'Book the dentist' })).toHaveCount(0);
  // The habit day the assistant logged stands: only the undone change went back.
  const habits = await page.request.get('/api/habits');
  const stretch = ((await habits.json()) as Array<{ title: string; completions: string[] }>).find((entry) => entry.title === 'Stretch');
  expect(stretch?.completions).toContain(localDate());
});

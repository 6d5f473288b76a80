import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerWithError, subscribeThroughApi } from './support/ai';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// The floating AI assistant (docs/product/ai.md
// "Chat"), on the offline engine: the e2e server has no model key.

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('region', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

test('without Premium, sending shows the upgrade prompt and calls no AI', async ({ page, account: _account }) => {
  const chatCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/chat')) chatCalls.push(request.url());
  });
  await page.goto('/todos');
  const panel = await openChat(page);
  await expect(panel.getByText("Hi! I'm your AI assistant.", { exact: false })).toBeVisible();
  await panel.getByLabel('Message the AI Assistant').fill('Plan my day');
  await panel.getByLabel('Message the AI Assistant').press('Enter');
  const prompt = panel.getByRole('region', { name: 'Unlock the AI chat' });
  await expect(prompt.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
  expect(chatCalls).toEqual([]);
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
});

test('with Premium, Enter sends, the reply streams in from the offline assistant, and the footer says so', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/');
  const panel = await openChat(page);
  const input = panel.getByLabel('Message the AI Assistant');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Ask me anything...');
  const send = panel.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  await input.fill('First line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('First line\nsecond line');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const log = panel.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('First line')).toBeVisible();
  await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  const bubbles = log.locator('> div');
  await expect(bubbles).toHaveCount(3);
  await expect(bubbles.last()).not.toHaveText(/^Assistant: $/);
  await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
});

test('a chip shows at most 20 characters and sends its whole text; reset and minimise', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/');
  const panel = await openChat(page);
  const chips = panel.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(chips).toHaveCount(4);
  for (const text of await chips.allInnerTexts()) expect([...text.replace('…', '')].length).toBeLessThanOrEqual(20);
  await chips.first().click();
  const log = panel.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('How can I be more productive today?')).toBeVisible();
  await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });

  await panel.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toBeFocused();
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  await expect(log.getByText('How can I be more productive today?')).toBeVisible();

  await panel.getByRole('button', { name: 'Reset chat' }).click();
  await expect(log.getByText('How can I be more productive today?')).toHaveCount(0);
  await expect(log).toContainText('Chat reset. How else can I help you today?');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test("the spec's failures: configuration box, apology message, and the day's allowance spent", async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/');
  const panel = await openChat(page);
  const input = panel.getByLabel('Message the AI Assistant');

  await answerWithError(page, '/api/ai/chat', 502, 'AI_CONFIGURATION', 'The AI provider refused our configuration (check the API key).');
  await input.fill('Hello');
  await input.press('Enter');
  const box = panel.getByRole('alert').filter({ hasText: 'AI Service Error' });
  await expect(box).toContainText('AI service configuration issue. Please contact support.');

  await page.unroute('**/api/ai/chat');
  await answerWithError(page, '/api/ai/chat', 504, 'UPSTREAM_TIMEOUT', 'The AI provider took too long to answer. Please try again.');
  await input.fill('Hello again');
  await input.press('Enter');
  await expect(panel.getByText("I'm sorry, I couldn't process your request right now. Please try again later.")).toBeVisible();
  await expect(box).toBeHidden();

  await page.unroute('**/api/ai/chat');
  await answerWithError(page, '/api/ai/chat', 429, 'AI_QUOTA_EXCEEDED', "You have used today's 200 AI requests. They renew at midnight UTC.");
  await input.fill('One more');
  await input.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText("You have used today's 200 AI requests. They renew at midnight UTC.");
});

test('the AI test of the debug panel answers from the offline assistant with Premium, and says why not without', async ({ page, account: _account, baseURL }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open debug panel' }).click();
  const debug = page.getByRole('dialog', { name: 'Debug panel' });
  await expect(debug.getByText('AI key in this browser: missing (it stays on the server).')).toBeVisible();
  await debug.getByRole('button', { name: 'Test AI' }).click();
  await expect(debug.getByRole('alert')).toHaveText(/^Error testing Grok API: AI features need a Premium subscription/);

  await subscribeThroughApi(page, baseURL);
  await debug.getByRole('button', { name: 'Test AI' }).click();
  const result = debug.getByRole('status').filter({ hasText: 'offline assistant replied:' });
  await expect(result).toBeVisible();
  expect((await result.innerText()).length).toBeLessThanOrEqual('offline assistant replied: '.length + 301);
});

test('the profile setting for sharing journal text is off by default, names where the text would go, and stays as set', async ({ page, account: _account }) => {
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Share my journal text with the AI model' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('No external AI model is set up on this server', { exact: false })).toBeVisible();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  const after = page.getByRole('switch', { name: 'Share my journal text with the AI model' });
  await expect(after).toBeChecked();

  // It moves the moment it is clicked (read in the click's own task, before any answer), and a refused
  // save puts back what is saved, with a message.
  expect(await after.evaluate((element: HTMLInputElement) => (element.click(), element.checked))).toBe(false);
  await expect(after).toBeEnabled();
  await page.route('**/api/ai/settings', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try again later.' } } }) : route.continue(),
  );
  expect(await after.evaluate((element: HTMLInputElement) => (element.click(), element.checked))).toBe(true);
  await expect(after).not.toBeChecked();
  await expect(after).toBeEnabled();
});

for (const theme of THEMES) {
  test(`the chat is accessible and fits a phone in the ${theme} theme`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto('/todos');
    await expectNoAxeViolations(page, `chat toggle (${theme})`);
    const panel = await openChat(page);
    await panel.getByLabel('Message the AI Assistant').fill('How are my habits going?');
    await panel.getByLabel('Message the AI Assistant').press('Enter');
    await expect(panel.getByRole('log')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(panel.getByText('Answered by offline assistant')).toBeVisible();
    await expectNoAxeViolations(page, `chat open (${theme})`);
    await page.screenshot({ path: `e2e/artifacts/chat-${theme}-1280.png`, animations: 'disabled' });
    await page.setViewportSize(MOBILE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true); // once the layout has settled after the resize
    const box = await panel.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: `e2e/artifacts/chat-${theme}-390.png`, animations: 'disabled' });

    await panel.getByRole('button', { name: 'Reset chat' }).click();
    await answerWithError(page, '/api/ai/chat', 403, 'AI_ACCESS_REQUIRED', 'AI features need a Premium subscription. Upgrade to Premium to unlock them.');
    await panel.getByLabel('Message the AI Assistant').fill('Hi');
    await panel.getByLabel('Message the AI Assistant').press('Enter');
    await expect(panel.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
    await expectNoAxeViolations(page, `chat upgrade prompt (${theme})`);
    await page.screenshot({ path: `e2e/artifacts/chat-upgrade-${theme}-390.png`, animations: 'disabled' });
  });
}

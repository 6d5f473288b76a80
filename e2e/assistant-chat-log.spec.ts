import { CHAT_SUGGESTIONS, chipLabel } from '@cadence/shared';
import type { Locator, Page } from '@playwright/test';
import { subscribeThroughApi } from './support/ai';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addEntry, openJournal } from './support/journal';
import { DESKTOP, MOBILE } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// issue 18 §8, docs/product/ai.md "Chat" and "Journal coach": the conversation logs scroll by keyboard once
// they overflow; on a phone the chat is full screen; a chip's whole text shows while its label keeps the
// spec's 20-character cut.
test.describe.configure({ timeout: 120_000 });

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('region', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Asks until the conversation is longer than its log, each answer waited for as a person would. */
async function overflow(panel: Locator): Promise<Locator> {
  const log = panel.getByRole('log', { name: 'Conversation' });
  const input = panel.getByLabel('Message the AI Assistant');
  for (const question of ['What should I focus on today?', 'How am I doing?', 'Which habits are at risk this week?', 'How are my goals going?']) {
    await input.fill(question);
    await input.press('Enter');
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(log.getByText(question)).toBeVisible();
  }
  await expect.poll(() => log.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  return log;
}

test('an overflowing conversation scrolls by keyboard: Tab reaches the log, Home and End move it', async ({ page, baseURL, account: _account }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/todos');
  const panel = await openChat(page);
  const log = await overflow(panel);
  await panel.getByRole('button', { name: 'Minimise chat' }).focus();
  await page.keyboard.press('Tab');
  await expect(log).toBeFocused();
  await page.keyboard.press('Home');
  await expect.poll(() => log.evaluate((element) => element.scrollTop)).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(() => log.evaluate((element) => Math.abs(element.scrollHeight - element.clientHeight - element.scrollTop) <= 2)).toBe(true);
});

test('on a phone the chat covers the whole screen, nothing of the page peeking above it', async ({ page, baseURL, account: _account }) => {
  await subscribeThroughApi(page, baseURL);
  await page.setViewportSize(MOBILE);
  await page.goto('/todos');
  const panel = await openChat(page);
  await expect.poll(async () => panel.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
  await panel.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toBeFocused();
  await page.setViewportSize(DESKTOP);
  const wide = await openChat(page);
  const box = (await wide.boundingBox())!;
  expect(box.width).toBeLessThan(500);
  expect(box.y).toBeGreaterThan(0);
});

test("a chip shows its whole text on hover and focus, and says it to screen readers; its label keeps the 20-character cut", async ({ page, baseURL, account: _account }) => {
  await subscribeThroughApi(page, baseURL);
  await page.goto('/todos');
  const panel = await openChat(page);
  const suggestions = panel.getByRole('list', { name: 'Suggestions' });
  const long = CHAT_SUGGESTIONS.find((text) => chipLabel(text) !== text)!;
  const chip = suggestions.getByRole('button', { name: chipLabel(long) });
  await expect(chip).toHaveText(chipLabel(long));
  expect([...chipLabel(long)].length).toBeLessThanOrEqual(21);
  await expect(chip).toHaveAccessibleDescription(long);
  const tooltip = panel.getByRole('tooltip', { name: long });
  await expect(tooltip).toBeHidden();
  await chip.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await chip.focus();
  await expect(tooltip).toBeVisible();
});

test("the journal coach's overflowing conversation scrolls by keyboard too", async ({ page, baseURL, account: _account }) => {
  await subscribeThroughApi(page, baseURL);
  await addEntry(page, baseURL, { content: 'Long day, but the walk home helped.', mood: 6 });
  await openJournal(page);
  await page.getByRole('button', { name: 'AI Coach', exact: true }).click();
  const coach = page.getByRole('region', { name: 'AI Journal Coach' });
  const log = coach.getByRole('log', { name: 'Coach conversation' });
  const input = coach.getByRole('textbox');
  for (const message of ['I felt tired all day.', 'Work was a lot this week.', 'I want to sleep better.', 'How do I keep going?']) {
    await input.fill(message);
    await input.press('Enter');
    await expect(log.getByText(message)).toBeVisible();
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  }
  await expect.poll(() => log.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await log.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => log.evaluate((element) => element.scrollTop)).toBe(0);
  await expectNoAxeViolations(page, 'journal coach with an overflowing conversation');
});

for (const theme of THEMES) {
  test(`axe finds nothing serious in an overflowing chat, ${theme}, at 1280 and 390 px`, async ({ page, baseURL, account: _account }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await page.goto('/todos');
    const panel = await openChat(page);
    await overflow(panel);
    await expectNoAxeViolations(page, `overflowing chat (${theme}, 1280)`);
    await page.screenshot({ path: `e2e/artifacts/chat-overflow-${theme}-1280.png`, animations: 'disabled' });
    await page.setViewportSize(MOBILE);
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(MOBILE.width);
    await expectNoAxeViolations(page, `overflowing chat (${theme}, 390)`);
    await page.screenshot({ path: `e2e/artifacts/chat-overflow-${theme}-390.png`, animations: 'disabled' });
    await panel.getByRole('list', { name: 'Suggestions' }).getByRole('button').first().focus();
    await page.screenshot({ path: `e2e/artifacts/chat-chip-tooltip-${theme}-390.png`, animations: 'disabled' });
  });
}

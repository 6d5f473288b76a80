import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { subscribeThroughApi } from './support/ai';
import { expect, test } from './support/fixtures';
import { addEntries, addEntry, entryCard, expectNoSidewaysScroll, openJournal } from './support/journal';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { THEMES, storeTheme } from './support/theme';

// Each journal entry's sentiment beside its mood (issue 12; docs/product/ai.md
// "Sentiment"), on the offline assistant, where it is free.

/** The entries' sentiment requests, each with the number of entries it carried. */
function recordSentimentCalls(page: Page): number[] {
  const sizes: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai/sentiment')) sizes.push((request.postDataJSON() as { entryIds: string[] }).entryIds.length);
  });
  return sizes;
}

async function quotaUsed(page: Page): Promise<number> {
  const status = (await (await page.request.get('/api/ai/status')).json()) as { quota: { used: number } };
  return status.quota.used;
}

test('with Premium each entry shows its tone beside its mood; a page of 50 entries takes three requests, spends no allowance, and is not asked again', async ({ page, account: _account, baseURL }) => {
  test.slow();
  await subscribeThroughApi(page, baseURL);
  await addEntries(page, baseURL, 48, (index) => ({ content: `Entry ${index}: an ordinary day.`, mood: 5 }));
  await addEntry(page, baseURL, { content: 'A wonderful, happy day: grateful and proud of the team.', mood: 9 });
  const sad = await addEntry(page, baseURL, { content: 'An awful, sad and lonely day. I feel terrible.', mood: 2 });
  const calls = recordSentimentCalls(page);
  await openJournal(page);

  await expect(entryCard(page, 'A wonderful, happy day').getByText(/^Tone: positive · \d+(\.\d+)?\/10$/i)).toBeVisible();
  await expect(entryCard(page, 'An awful, sad and lonely day').getByText(/^Tone: negative · \d+(\.\d+)?\/10$/i)).toBeVisible();
  await expect.poll(() => [...calls].sort((a, b) => b - a)).toEqual([20, 20, 10]);
  expect(await quotaUsed(page)).toBe(0);

  // Searching and clearing re-renders every card: the cached scores are reused.
  await page.getByRole('searchbox').fill('wonderful');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox').fill('');
  await expect(page.getByRole('article')).toHaveCount(50);
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(3);

  // An edit is a new version of the entry: only that entry is scored again.
  const edit = await page.request.patch(`/api/journal/${sad.id}`, { headers: originOf(baseURL), data: { content: 'A calm, good day after all.', mood: 6, tags: [], highlights: [], gratitude: [], expectedUpdatedAt: sad.updatedAt } });
  expect(edit.status(), await edit.text()).toBe(200);
  await expect(entryCard(page, 'A calm, good day after all').getByText(/^Tone: positive/i)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => calls.length).toBe(4);
  expect(calls[3]).toBe(1);
});

test('without access no entry shows a tone or an upgrade prompt, and nothing is asked', async ({ page, account: _account, baseURL }) => {
  await addEntry(page, baseURL, { content: 'A wonderful, happy day.', mood: 9 });
  const calls = recordSentimentCalls(page);
  await openJournal(page);
  const card = entryCard(page, 'A wonderful, happy day');
  await expect(card).toBeVisible();
  await page.waitForTimeout(500);
  await expect(card.getByText(/^Tone:/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  expect(calls).toHaveLength(0);
});

test('when a model would read the entries, the tone is asked on demand, one entry at a time', async ({ page, account: _account, baseURL }) => {
  await subscribeThroughApi(page, baseURL);
  await addEntry(page, baseURL, { content: 'A wonderful, happy day.', mood: 9 });
  await addEntry(page, baseURL, { content: 'An ordinary day.', mood: 5 });
  // Stand in for a server with a model and the person's consent to share their journal (the e2e server is offline).
  await page.route('**/api/ai/status', async (route) => {
    const response = await route.fetch();
    const status = await response.json();
    await route.fulfill({ response, json: { ...status, engine: { kind: 'model', label: 'grok-1.5-mini' } } });
  });
  await page.route('**/api/ai/settings', (route) => route.fulfill({ json: { shareJournalWithAi: true, recipient: 'xAI (api.x.ai)' } }));
  const calls = recordSentimentCalls(page);
  await openJournal(page);
  const card = entryCard(page, 'A wonderful, happy day');
  await expect(card.getByRole('button', { name: 'Check tone' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check tone' })).toHaveCount(2);
  expect(calls).toHaveLength(0);
  await card.getByRole('button', { name: 'Check tone' }).click();
  await expect(card.getByText(/^Tone: positive/i)).toBeVisible();
  expect(calls).toEqual([1]);
  await expect(page.getByRole('button', { name: 'Check tone' })).toHaveCount(1);
});

for (const theme of THEMES) {
  test(`the tones are accessible and fit a phone in the ${theme} theme`, async ({ page, account: _account, baseURL }) => {
    test.slow();
    await storeTheme(page, theme);
    await subscribeThroughApi(page, baseURL);
    await addEntry(page, baseURL, { content: 'An awful, sad and lonely day.', mood: 2, tags: ['work'] });
    await addEntry(page, baseURL, { content: 'An ordinary day.', mood: 5 });
    await addEntry(page, baseURL, { content: 'A wonderful, happy day: grateful and proud.', mood: 10 });
    await page.setViewportSize(DESKTOP);
    await openJournal(page);
    await expect(page.getByText(/^Tone: /)).toHaveCount(3);
    await expectNoAxeViolations(page, `journal sentiment (${theme})`);
    await saveScreenshot(page, `journal-sentiment-${theme}`);
    await page.setViewportSize(MOBILE);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `journal-sentiment-${theme}`);
  });
}

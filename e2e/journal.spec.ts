import { originOf } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addEntries, addEntry, entryCard, expectNoSidewaysScroll, openJournal } from './support/journal';
import { saveScreenshot } from './support/screenshots';

// The Journal (docs/product/journal.md), driven as a person would. Each test
// starts signed in as a fresh user. Mood check-ins and the trend: journal-moods.spec.ts.

test.describe('Journal', () => {
  test('writes a first entry with tags, highlights and gratitude; Enter adds, blanks and repeats do not', async ({ page, baseURL, account: _account }) => {
    await openJournal(page);
    await expect(page.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Your First Entry' }).click();

    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await expect(dialog.getByLabel('Entry')).toBeFocused();
    await expect(dialog.getByRole('slider', { name: 'Mood' })).toHaveValue('5');

    // docs/product/journal.md "Entry form": blank text makes Save Entry do nothing.
    await dialog.getByLabel('Entry').fill('   \n  ');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    const content = '  Morning pages.\n\n\tSlow   start,  then a long walk.\n<b>not bold</b>  ';
    await dialog.getByLabel('Entry').fill(content);
    const mood = dialog.getByRole('slider', { name: 'Mood' });
    await mood.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(mood).toHaveValue('8');
    await expect(mood).toHaveAttribute('aria-valuetext', '8/10, Good');

    const tags = dialog.getByRole('textbox', { name: 'Tags' });
    await tags.fill(' Outdoors ');
    await tags.press('Enter');
    await tags.fill('outdoors');
    await tags.press('Enter');
    await tags.fill('   ');
    await tags.press('Enter');
    await tags.fill('family');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await tags.fill('typo');
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Remove tag "typo"' }).click();
    await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#Outdoors', '#family']);
    await expect(tags).toBeFocused();

    const highlights = dialog.getByRole('textbox', { name: 'Highlights' });
    await highlights.fill('The river at dawn');
    await highlights.press('Enter');
    await highlights.fill('  ');
    await highlights.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(1);
    // Typed but not added: Save adds it too, nothing typed is lost.
    await dialog.getByRole('textbox', { name: 'Gratitude' }).fill('Good shoes');
    await saveScreenshot(page, 'journal-new-entry');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'New Entry' })).toBeFocused();

    const today = page.getByRole('region', { name: /^Today/ });
    const card = today.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.locator('p').first()).toHaveText(content, { useInnerText: false });
    await expect(card.locator('b')).toHaveCount(0);
    await expect(card.getByText('8/10')).toBeVisible();
    await expect(card.getByText('The river at dawn')).toBeVisible();
    await expect(card.getByText('Good shoes')).toBeVisible();
    await expect(card.getByRole('button', { name: /#Outdoors/ })).toBeVisible();
    await expect(card.locator('time')).toHaveText(/\d{1,2}:\d{2}/);

    // Stored byte for byte.
    const stored = await (await page.request.get('/api/journal', { headers: originOf(baseURL) })).json();
    expect(stored.entries[0]).toMatchObject({ content, mood: 8, tags: ['Outdoors', 'family'], highlights: ['The river at dawn'], gratitude: ['Good shoes'] });
  });

  test('edits an entry with Update Entry, and a save over another tab’s change keeps what was typed', async ({ page, baseURL, account: _account }) => {
    const entry = await addEntry(page, baseURL, { content: 'First draft', mood: 4, tags: ['draft'] });
    await openJournal(page);
    await page.getByRole('button', { name: /^Edit the entry from/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
    await expect(dialog.getByLabel('Entry')).toHaveValue('First draft');
    await expect(dialog.getByRole('slider', { name: 'Mood' })).toHaveValue('4');
    await dialog.getByLabel('Entry').fill('Second draft');
    await dialog.getByRole('button', { name: 'Remove tag "draft"' }).click();

    // Another tab saves first: this save is refused, the typed text stays, and saving again wins.
    const other = await page.request.patch(`/api/journal/${entry.id}`, {
      headers: originOf(baseURL),
      data: { content: 'From the other tab', mood: 4, tags: ['draft'], highlights: [], gratitude: [], expectedUpdatedAt: entry.updatedAt },
    });
    expect(other.ok()).toBeTruthy();
    await dialog.getByRole('button', { name: 'Update Entry' }).click();
    await expect(dialog.getByRole('alert')).toContainText('changed elsewhere');
    await expect(dialog.getByLabel('Entry')).toHaveValue('Second draft');
    await dialog.getByRole('button', { name: 'Update Entry' }).click();
    await expect(dialog).toBeHidden();
    await expect(entryCard(page, 'Second draft')).toBeVisible();
    await expect(page.getByText('From the other tab')).toHaveCount(0);
    await expect(entryCard(page, 'Second draft').getByRole('button', { name: /#draft/ })).toHaveCount(0);
  });

  test('closing a form with unsaved text asks first; an untouched one closes at once', async ({ page, account: _account }) => {
    await openJournal(page);
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await expect(dialog.getByLabel('Entry')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'New Entry' }).click();
    await dialog.getByLabel('Entry').fill('Half a thought');
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('alert')).toHaveText('Discard what you have written?');
    await dialog.getByRole('button', { name: 'Keep Writing' }).click();
    await expect(dialog.getByLabel('Entry')).toHaveValue('Half a thought');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
  });

  test('deletes at once, and Undo brings the entry back', async ({ page, baseURL, account: _account }) => {
    await addEntry(page, baseURL, { content: 'Worth keeping after all' });
    await openJournal(page);
    await page.getByRole('button', { name: /^Delete the entry from/ }).click();
    await expect(entryCard(page, 'Worth keeping after all')).toHaveCount(0);
    const toast = page.getByRole('status').filter({ hasText: 'Entry deleted' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(entryCard(page, 'Worth keeping after all')).toBeVisible();

    // Without Undo the toast goes after 5 s and the entry stays gone.
    await page.getByRole('button', { name: /^Delete the entry from/ }).click();
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 8000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
  });

  test('groups entries by day, newest first, and long text wraps and folds behind Show more', async ({ page, baseURL, account: _account }) => {
    const longWord = 'Supercalifragilistic'.repeat(30);
    const longText = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of a long evening entry.`).join('\n');
    await addEntry(page, baseURL, { content: longWord, tags: ['x'.repeat(40)] });
    await addEntry(page, baseURL, { content: longText, mood: 2 });
    await openJournal(page);
    const today = page.getByRole('region', { name: /^Today/ });
    await expect(today.getByRole('heading', { level: 2 })).toHaveText(/Today\s*2 entries/);
    // Newest first.
    await expect(today.getByRole('article').first()).toContainText('Line 1 of');
    const card = entryCard(page, 'Line 1 of');
    await expect(card.getByText('2/10')).toBeVisible();
    const text = card.locator('p').first();
    const folded = (await text.boundingBox())!.height;
    await card.getByRole('button', { name: 'Show more' }).click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(folded * 2);
    await expect(entryCard(page, 'Supercalifragilistic').getByRole('button', { name: 'Show more' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('searches text and tags, filters by a tag chip, and keeps both in the address', async ({ page, baseURL, account: _account }) => {
    await addEntry(page, baseURL, { content: 'Ran along the canal', tags: ['fitness'] });
    await addEntry(page, baseURL, { content: 'Dinner with Sam', tags: ['Family', 'food'] });
    await addEntry(page, baseURL, { content: 'Quiet day', tags: ['family'] });
    await openJournal(page);
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search entries' }).fill('CANAL');
    await expect(articles).toHaveCount(1);
    await expect(articles).toContainText('Ran along the canal');
    await expect(page).toHaveURL(/[?&]q=CANAL/);
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('food');
    await expect(articles).toHaveCount(1);
    await expect(articles).toContainText('Dinner with Sam');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(articles).toHaveCount(3);

    const chips = page.getByRole('group', { name: 'Filter by tag' });
    await expect(chips.getByRole('button')).toHaveText(['All entries', '#Family 2', '#fitness 1', '#food 1']);
    await chips.getByRole('button', { name: /#family/i }).click();
    await expect(chips.getByRole('button', { name: /#family/i })).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveCount(2);
    await page.reload();
    await expect(articles).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('nothing like this');
    await expect(page.getByRole('heading', { name: 'No entries found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(articles).toHaveCount(3);
    // A tag on a card filters too.
    await entryCard(page, 'Ran along the canal').getByRole('button', { name: /#fitness/ }).click();
    await expect(articles).toHaveCount(1);
    await chips.getByRole('button', { name: 'All entries' }).click();
    await expect(articles).toHaveCount(3);
  });

  test('a long journal loads 50 entries at a time as it scrolls', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    await addEntries(page, baseURL, 120, (index) => ({ content: `Numbered entry ${index + 1}`, mood: (index % 10) + 1 }));
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/journal') pages.push(url.searchParams.get('cursor') ?? 'first');
    });
    await openJournal(page);
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(50);
    await page.getByText('Numbered entry 71', { exact: true }).scrollIntoViewIfNeeded();
    await expect(articles).toHaveCount(100);
    await page.getByText('Numbered entry 21', { exact: true }).scrollIntoViewIfNeeded();
    await expect(articles).toHaveCount(120);
    await expect(page.getByText('That is every entry: 120 in all.')).toBeVisible();
    expect(pages).toHaveLength(3);
    expect(new Set(pages).size).toBe(3);
  });

  test('AI Coach and each entry’s coaching action open the AI Journal Coach with the upgrade prompt', async ({ page, baseURL, account: _account }) => {
    await addEntry(page, baseURL, { content: 'Hard day at work' });
    await openJournal(page);
    const coach = page.getByRole('button', { name: 'AI Coach', exact: true });
    await expect(coach).toHaveAttribute('aria-expanded', 'false');
    await coach.click();
    await expect(coach).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'AI Journal Coach' });
    await expect(panel.getByRole('region', { name: 'Unlock AI coaching' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
    await coach.click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: /^Get AI coaching on the entry from/ }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'AI Journal Coach' })).toBeFocused();
    await expect(panel).toContainText('about your entry from');
    await panel.getByRole('button', { name: 'Close the AI Journal Coach' }).click();
    await expect(panel).toBeHidden();
    await coach.click();
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('the journal shows an error with Try again when it cannot load', async ({ page, account: _account }) => {
    let fail = true;
    await page.route(/\/api\/journal(\?.*)?$/, (route) => (fail ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } } }) : route.fallback()));
    await page.goto('/journal');
    await expect(page.getByRole('alert')).toContainText('The database is not reachable.', { timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No journal entries yet' })).toBeVisible();
  });
});

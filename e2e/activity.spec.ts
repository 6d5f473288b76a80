import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { addPastActivity, currentCard, history, historyItem, hoursAgo, miniTracker, openActivity, startActivity, startForm, startThroughApi, timerSeconds } from './support/activity';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { suiteNow } from './support/suite-clock';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { addTask } from './support/tasks';
import { storeTheme, THEMES } from './support/theme';

// The activity timer (docs/product/activity.md), driven as a person would. Each
// test starts signed in as a fresh user. Several tabs: activity-tabs.spec.ts; a server restart and the
// forgotten-timer question: activity-restart.spec.ts.

test.describe('Activity', () => {
  test('a new user sees the start form and the empty history; Track Activity goes to the title', async ({ page, account: _account }) => {
    await openActivity(page);
    await expect(startForm(page)).toBeVisible();
    await expect(startForm(page).getByLabel('Type')).toHaveValue('work');
    await expect(startForm(page).getByLabel('Linked Task')).toHaveValue('');
    await expect(currentCard(page)).toHaveCount(0);
    await expect(miniTracker(page)).toHaveCount(0);
    await expect(history(page).getByText('No activities yet')).toBeVisible();
    await expect(history(page).getByText('Start tracking your first activity to see it here')).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 400 });
    await history(page).getByRole('button', { name: 'Track Activity' }).click();
    await expect(startForm(page).getByLabel('Title')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('start, pause, resume and stop: the timer ticks from the server, and stop logs it with ratings 7', async ({ page, account: _account }) => {
    await openActivity(page);
    // docs/product/activity.md "Activity": a title is required.
    await startForm(page).getByRole('button', { name: 'Start Tracking' }).click();
    await expect(startForm(page).getByText('Title is required')).toBeVisible();
    await expect(currentCard(page)).toHaveCount(0);

    await startActivity(page, { title: 'Writing proposal', type: 'Learning', description: 'Section 2: budget' });
    const card = currentCard(page);
    await expect(startForm(page)).toHaveCount(0);
    await expect(card.getByRole('heading', { name: 'Current Activity' })).toBeFocused();
    await expect(card).toContainText('Running');
    await expect(card).toContainText('Learning');
    await expect(card).toContainText('Section 2: budget');
    await expect.poll(() => timerSeconds(page, card), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveTitle(/^\d{2}:\d{2}:\d{2} · Writing proposal · Cadence$/);
    await expect(miniTracker(page)).toContainText('Writing proposal');
    await saveScreenshot(page, 'activity-running');

    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card).toContainText('Paused');
    await expect(page).toHaveTitle('Activity · Cadence');
    const pausedAt = await timerSeconds(page, card);
    await page.waitForTimeout(1_500);
    expect(await timerSeconds(page, card)).toBe(pausedAt);
    expect(await timerSeconds(page, miniTracker(page))).toBe(pausedAt);

    await card.getByRole('button', { name: 'Resume' }).click();
    await expect(card).toContainText('Running');
    await expect.poll(() => timerSeconds(page, card), { timeout: 5_000 }).toBeGreaterThan(pausedAt);

    await card.getByRole('button', { name: 'Stop' }).click();
    // docs/product/activity.md "Durations": seconds under a minute are written as such, never '0h 0m' (issue 18 item 5).
    const logged = page.getByRole('status').filter({ hasText: /^Logged "Writing proposal" \(\d+s\)/ });
    await expect(logged).toBeVisible();
    const seconds = /\((\d+)s\)/.exec((await logged.textContent()) ?? '')?.[1];
    expect(Number(seconds)).toBeGreaterThanOrEqual(2);
    await expect(currentCard(page)).toHaveCount(0);
    await expect(miniTracker(page)).toHaveCount(0);
    await expect(startForm(page).getByLabel('Title')).toBeFocused();
    const item = historyItem(page, 'Writing proposal');
    await expect(item).toContainText('Learning');
    await expect(item).toContainText(`${seconds}s`);
    await expect(item).toContainText('Energy7/10');
    await expect(item).toContainText('Focus7/10');
    await expect(item).toContainText('Satisfaction7/10');
    await expect(history(page).getByRole('heading', { level: 3, name: 'Today' })).toBeVisible();
  });

  test('a timer survives a reload and a closed tab: elapsed time goes on from the server', async ({ page, context, account: _account }) => {
    await openActivity(page);
    await startActivity(page, { title: 'Deep work' });
    await expect.poll(() => timerSeconds(page, currentCard(page)), { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    const before = await timerSeconds(page, currentCard(page));
    await page.reload();
    await expect(currentCard(page)).toContainText('Deep work');
    expect(await timerSeconds(page, currentCard(page))).toBeGreaterThanOrEqual(before);

    await page.close();
    const again = await context.newPage();
    await again.waitForTimeout(1_200);
    await again.goto('/todos');
    await expect(miniTracker(again)).toContainText('Deep work');
    expect(await timerSeconds(again, miniTracker(again))).toBeGreaterThanOrEqual(before + 1);
  });

  test('the mini tracker is on every page, pauses and resumes, and leads to /activity', async ({ page, baseURL, account: _account }) => {
    await startThroughApi(page, baseURL, { title: 'Client call', type: 'social' });
    for (const path of ['/', '/todos', '/journal', '/help']) {
      await page.goto(path);
      await expect(miniTracker(page)).toContainText('Client call');
      await expect(page).toHaveTitle(/ · Client call · Cadence$/);
    }
    const tracker = miniTracker(page);
    await tracker.getByRole('button', { name: 'Pause timer' }).click();
    await expect(tracker.getByRole('button', { name: 'Resume timer' })).toBeVisible();
    await expect(page).toHaveTitle('Help & Support · Cadence');
    await tracker.getByRole('button', { name: 'Resume timer' }).click();
    await expect(tracker.getByRole('button', { name: 'Pause timer' })).toBeVisible();
    await tracker.getByRole('link', { name: /Client call/ }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(currentCard(page)).toContainText('Client call');
    await expect(currentCard(page)).toContainText('Social');
  });

  test('starting with a linked task puts it in progress; the choice lists open tasks, high priority first', async ({ page, baseURL, account: _account }) => {
    await addTask(page, baseURL, { title: 'Low chores', priority: 'low' });
    await addTask(page, baseURL, { title: 'Done already', priority: 'high', status: 'completed' });
    await addTask(page, baseURL, { title: 'Draft the proposal', priority: 'high', dueDate: '2099-01-10' });
    await addTask(page, baseURL, { title: 'Review budget', priority: 'high', dueDate: '2099-01-05', status: 'in_progress' });
    await openActivity(page);
    const choice = startForm(page).getByLabel('Linked Task');
    await expect(choice.getByRole('option')).toHaveText(['No task', 'Review budget (High)', 'Draft the proposal (High)', 'Low chores (Low)']);

    await startActivity(page, { title: 'Proposal writing', task: 'Draft the proposal (High)' });
    await expect(currentCard(page)).toContainText('Task: Draft the proposal');

    await page.goto('/todos');
    await expect(page.getByRole('region', { name: 'In Progress', exact: true }).getByRole('article', { name: 'Draft the proposal' })).toBeVisible();
    await page.getByRole('button', { name: 'Show History' }).click();
    const latest = page.getByRole('list', { name: 'Task Movement History' }).getByRole('listitem').first();
    await expect(latest).toContainText('Draft the proposal');
    await expect(latest).toContainText('Status changed manually');
    // The history is a side panel over the page (issue 18 item 13): closed before the header is used.
    await page.keyboard.press('Escape');

    await miniTracker(page).getByRole('link', { name: /Proposal writing/ }).click();
    await page.waitForTimeout(1_100);
    await currentCard(page).getByRole('button', { name: 'Stop' }).click();
    await expect(historyItem(page, 'Proposal writing')).toContainText('Task: Draft the proposal');
    // The choice is read again: the task is in progress now, still offered.
    await expect(startForm(page).getByLabel('Linked Task').getByRole('option', { name: 'Draft the proposal (High)' })).toBeAttached();
  });

  test('adds a past activity by hand, edits its ratings, deletes it and undoes the delete', async ({ page, account: _account }) => {
    await openActivity(page);
    await history(page).getByRole('button', { name: 'Add Past Activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Past Activity' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByLabel('Title').fill('Evening run');
    await dialog.getByLabel('Type').selectOption({ label: 'Exercise' });
    await dialog.getByLabel('Date').fill('2026-01-15');
    await dialog.getByLabel('Start Time').fill('18:30');
    await dialog.getByLabel('Hours').fill('0');
    await dialog.getByLabel('Minutes').fill('0');
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await expect(dialog.getByText('Duration must be from 1 minute to 24 hours')).toBeVisible();
    await dialog.getByLabel('Hours').fill('1');
    await dialog.getByLabel('Minutes').fill('30');
    await dialog.getByLabel('Energy').fill('8');
    await expect(dialog.getByText('8/10')).toBeVisible();
    await saveScreenshot(page, 'activity-add-past');
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await expect(dialog).toBeHidden();

    const item = historyItem(page, 'Evening run');
    await expect(item).toContainText('Exercise');
    await expect(item).toContainText('1h 30m');
    await expect(item).toContainText('Energy8/10');
    await expect(item).toContainText('Focus5/10');
    await expect(history(page).getByRole('heading', { level: 3, name: /January 15, 2026|15 January 2026/ })).toBeVisible();

    // docs/product/activity.md "Ratings": changed in 'Edit Activity'.
    await item.getByRole('button', { name: 'Edit "Evening run"' }).click();
    const ratings = page.getByRole('dialog', { name: 'Edit Activity' });
    await ratings.getByLabel('Satisfaction').fill('10');
    await ratings.getByLabel('Focus').focus();
    await page.keyboard.press('ArrowLeft');
    await ratings.getByRole('button', { name: 'Save Changes' }).click();
    await expect(ratings).toBeHidden();
    await expect(item).toContainText('Satisfaction10/10');
    await expect(item).toContainText('Focus4/10');

    await item.getByRole('button', { name: 'Delete "Evening run"' }).click();
    await expect(item).toHaveCount(0);
    await expect(history(page).getByText('No activities yet')).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: 'Activity deleted' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(historyItem(page, 'Evening run')).toContainText('Satisfaction10/10');
  });

  test('a past activity must be over by now', async ({ page, account: _account }) => {
    await openActivity(page);
    await history(page).getByRole('button', { name: 'Add Past Activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Past Activity' });
    await dialog.getByLabel('Title').fill('Future meeting');
    await dialog.getByLabel('Date').fill('2099-01-01');
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await expect(dialog.getByText('The activity must be over by now: choose an earlier start or a shorter duration')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the history shows type colours and loads older pages on demand', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    const types = ['work', 'exercise', 'learning', 'leisure', 'social', 'other'];
    for (let i = 0; i < 55; i++) {
      await addPastActivity(page, baseURL, { title: `Session ${i + 1}`, type: types[i % types.length], startedAt: hoursAgo(200 - i * 3), durationSeconds: 600 + i * 60 });
    }
    await openActivity(page);
    await expect(history(page).getByRole('article')).toHaveCount(50);
    await expect(historyItem(page, 'Session 55')).toBeVisible();
    await expect(historyItem(page, 'Session 5')).toHaveCount(0);
    await history(page).getByRole('button', { name: 'Load More' }).click();
    await expect(history(page).getByRole('article')).toHaveCount(55);
    await expect(history(page).getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(historyItem(page, 'Session 1')).toContainText('0h 10m');
    await page.goto('/activity');
    await saveScreenshot(page, 'activity-history');
  });

  for (const [size, theme] of [[DESKTOP, 'light'], [MOBILE, 'dark'], [DESKTOP, 'dark'], [MOBILE, 'light']] as const) {
    test(`at ${size.width} px (${theme}) nothing moves when the timer's state arrives after the history (issue 19, layout shift)`, async ({ page, baseURL, account: _account }) => {
      await storeTheme(page, theme);
      await addPastActivity(page, baseURL, { title: 'Morning review', type: 'work', startedAt: hoursAgo(3), durationSeconds: 1800 });
      await page.setViewportSize(size);
      // The timer's state held back until the history has arrived: the order that shifted the page.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/activity-session$/, async (route) => {
        await held;
        await route.continue();
      });
      const historyLoaded = page.waitForResponse((response) => response.url().includes('/api/activities'));
      await page.goto('/activity');
      const placeholder = page.getByRole('status').filter({ hasText: 'Loading the timer' });
      await expect(placeholder).toBeVisible();
      await historyLoaded;
      const heading = page.getByRole('heading', { name: 'Activity History' });
      const before = (await heading.boundingBox())!;
      const placeholderHeight = (await placeholder.boundingBox())!.height;
      await expectNoAxeViolations(page, `/activity timer placeholder (${theme}, ${size.width} px)`);
      await saveScreenshot(page, `activity-timer-placeholder-${theme}`);

      release();
      await expect(historyItem(page, 'Morning review')).toBeVisible();
      await expect(startForm(page)).toBeVisible();
      expect(Math.abs((await startForm(page).boundingBox())!.height - placeholderHeight)).toBeLessThanOrEqual(2);
      expect(Math.abs((await heading.boundingBox())!.y - before.y)).toBeLessThanOrEqual(2);
      await saveScreenshot(page, `activity-timer-placeholder-then-form-${theme}`);
    });
  }

  test('Stop with no time elapsed logs nothing (docs/product/activity.md "Stop")', async ({ page, baseURL, account: _account }) => {
    const { session } = await startThroughApi(page, baseURL, { title: 'Blink' });
    const stop = await page.request.post('/api/activity-session/stop', { headers: originOf(baseURL), data: { sessionId: session.id } });
    expect(await stop.json()).toEqual({ activity: null });
    await openActivity(page);
    await expect(history(page).getByText('No activities yet')).toBeVisible();
  });
});

test.describe('Activity: accessibility, themes and phone width', () => {
  for (const theme of THEMES) {
    test(`axe finds nothing serious on every state of the screen, and screenshots at 1280 and 390 px (${theme})`, async ({ page, baseURL, account: _account }) => {
      // Axe on seven states of the page, on a machine shared with other work.
      test.setTimeout(120_000);
      await storeTheme(page, theme);
      await openActivity(page);
      await expect(history(page).getByText('No activities yet')).toBeVisible();
      await expectNoAxeViolations(page, `/activity empty (${theme})`);
      await saveScreenshot(page, `activity-empty-${theme}`);
      await page.setViewportSize(MOBILE);
      await saveScreenshot(page, `activity-empty-${theme}`);
      await page.setViewportSize(DESKTOP);

      await addTask(page, baseURL, { title: 'Quarterly report', priority: 'high' });
      const types = ['work', 'exercise', 'learning', 'leisure', 'social', 'other'];
      for (const [i, type] of types.entries()) {
        await addPastActivity(page, baseURL, { title: `A ${type} session with a longer title to see how it wraps`, type, startedAt: hoursAgo(2 + i * 9), durationSeconds: 1_500 + i * 1_900, description: i === 0 ? 'Notes on what was done, long enough to take two lines on a phone screen at least.' : undefined });
      }
      await startThroughApi(page, baseURL, { title: 'Writing the quarterly report', type: 'work', description: 'Numbers first, then the summary.' });
      await openActivity(page);
      await expect(currentCard(page)).toContainText('Running');
      await expectNoAxeViolations(page, `/activity running with history (${theme})`);
      await saveScreenshot(page, `activity-running-${theme}`);
      await currentCard(page).getByRole('button', { name: 'Pause' }).click();
      await expect(currentCard(page)).toContainText('Paused');
      await expectNoAxeViolations(page, `/activity paused (${theme})`);

      await page.goto('/todos');
      await expect(miniTracker(page)).toBeVisible();
      await expectNoAxeViolations(page, `/todos with the mini tracker (${theme})`);

      await page.setViewportSize(MOBILE);
      await openActivity(page);
      await expect(currentCard(page)).toBeVisible();
      await saveScreenshot(page, `activity-running-${theme}`);
      await currentCard(page).getByRole('button', { name: 'Stop' }).click();
      await expect(startForm(page)).toBeVisible();
      await saveScreenshot(page, `activity-history-${theme}`);
      await expectNoAxeViolations(page, `/activity at 390 px (${theme})`);
    });

    test(`axe finds nothing serious in the dialogs (${theme})`, async ({ page, baseURL, account: _account }) => {
      test.setTimeout(90_000);
      await storeTheme(page, theme);
      await addPastActivity(page, baseURL, { title: 'Morning swim', type: 'exercise', startedAt: hoursAgo(5), durationSeconds: 2_700 });
      await openActivity(page);

      await history(page).getByRole('button', { name: 'Add Past Activity' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Past Activity' });
      await dialog.getByRole('button', { name: 'Add Activity' }).click();
      await expect(dialog.getByText('Title is required')).toBeVisible();
      await expectNoAxeViolations(page, `/activity add past activity with errors (${theme})`);
      await saveScreenshot(page, `activity-add-past-${theme}`);
      await page.keyboard.press('Escape');

      await history(page).getByRole('article').first().getByRole('button', { name: /^Edit "/ }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Activity' })).toBeVisible();
      await expectNoAxeViolations(page, `/activity edit activity (${theme})`);
      await page.keyboard.press('Escape');
      await page.setViewportSize(MOBILE);
      await history(page).getByRole('button', { name: 'Add Past Activity' }).click();
      await saveScreenshot(page, `activity-add-past-${theme}`);
    });
  }

  for (const width of [390, 360]) {
    test(`at ${width} px nothing scrolls sideways and every control is reachable`, async ({ page, baseURL, account: _account }) => {
      await page.setViewportSize({ width, height: 800 });
      const long = 'An activity with a very long title that goes on and on without a break: supercalifragilisticexpialidocious';
      await addPastActivity(page, baseURL, { title: long, type: 'learning', startedAt: hoursAgo(3), durationSeconds: 5_400 });
      await openActivity(page);
      await expectNoSidewaysScroll(page);
      await startActivity(page, { title: long });
      await expectNoSidewaysScroll(page);
      await expect(currentCard(page).getByRole('button', { name: 'Pause' })).toBeInViewport();
      await expect(miniTracker(page).getByRole('button', { name: 'Pause timer' })).toBeVisible();
      await page.goto('/todos');
      await expectNoSidewaysScroll(page);
      await miniTracker(page).getByRole('button', { name: 'Pause timer' }).click();
      await expect(miniTracker(page).getByRole('button', { name: 'Resume timer' })).toBeVisible();
      await page.goto('/activity');
      await history(page).getByRole('button', { name: 'Add Past Activity' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Past Activity' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// docs/product/activity.md "Forgotten timer". The browser's clock is moved 13 hours on after the page
// has read the timer (the server's clock cannot be moved from here), so the page sees a timer that has
// run for 13 hours; the server still sees seconds, so a trim can only end at the start's minute.
test.describe('a timer left running for more than 12 hours', () => {
  async function forgottenTimer(page: Page, baseURL: string | undefined, title: string, theme: 'light' | 'dark' = 'light') {
    await storeTheme(page, theme);
    await page.clock.install({ time: suiteNow() });
    await startThroughApi(page, baseURL, { title });
    await page.goto('/todos');
    await expect(miniTracker(page)).toContainText(title);
    await page.clock.fastForward('13:00:00');
    const dialog = page.getByRole('dialog', { name: `Still tracking "${title}"?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('13h 0m so far');
    await expectNoAxeViolations(page, `forgotten-timer question (${theme})`);
    await saveScreenshot(page, `activity-forgotten-${theme}`);
    await page.setViewportSize(MOBILE);
    await saveScreenshot(page, `activity-forgotten-${theme}`);
    await page.setViewportSize(DESKTOP);
    return dialog;
  }

  test('trim: an end in the future is refused in our words; an end at the start stops the timer', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    const dialog = await forgottenTimer(page, baseURL, 'Late coding');
    const finished = dialog.getByLabel('Finished at');
    await expect(finished).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await finished.fill('2099-01-01T10:00');
    await dialog.getByRole('button', { name: 'Stop at this time' }).click();
    await expect(dialog.getByText('Choose an end time after the timer was last started and not in the future')).toBeVisible();
    await finished.fill((await finished.getAttribute('min')) ?? '');
    await dialog.getByRole('button', { name: 'Stop at this time' }).click();
    await expect(dialog).toBeHidden();
    await expect(miniTracker(page)).toHaveCount(0);
  });

  test('keep: the timer goes on and the question does not come back', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    const dialog = await forgottenTimer(page, baseURL, 'Marathon', 'dark');
    await dialog.getByRole('button', { name: 'Keep it running' }).click();
    await expect(dialog).toBeHidden();
    await expect(miniTracker(page)).toContainText('Marathon');
    await page.clock.fastForward('00:00:05');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Escape puts the question off while the page stays open', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    const dialog = await forgottenTimer(page, baseURL, 'Left on');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(miniTracker(page)).toContainText('Left on');
    await page.clock.fastForward('00:00:05');
    await expect(dialog).toBeHidden();
  });

  test('discard: the timer ends and nothing is logged', async ({ page, baseURL, account: _account }) => {
    test.setTimeout(60_000);
    const dialog = await forgottenTimer(page, baseURL, 'Left on', 'dark');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Timer discarded. Nothing was logged.' })).toBeVisible();
    await expect(miniTracker(page)).toHaveCount(0);
    await openActivity(page);
    await expect(history(page).getByText('No activities yet')).toBeVisible();
  });
});

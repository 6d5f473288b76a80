import type { Page } from '@playwright/test';
import { addDays, addMonths, monthStartOf, weekStartOf, weekdayOf } from '@cadence/shared';
import { addHabit, habitCard, markDays, openHabits } from './habits-helpers';
import { originOf } from './support/accounts';
import { addPastActivity, history, openActivity } from './support/activity';
import { card, column, openBoard } from './support/board';
import { addMoodCheckIn, dashboardRegion, openDashboard, statCard } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { addEntry, logMood, openJournal } from './support/journal';
import { localDate, localInstant, msUntilLocalMidnight, SUITE_ZONE, suiteNow } from './support/suite-clock';
import { addTask } from './support/tasks';

// issue 17: the screens that show a day, a week or a month, at whatever instant and in whatever zone the
// run is set to (E2E_NOW, E2E_TZ). `npm run test:calendar` runs this file at every instant of the sweep
// (apps/server/src/testing/calendar-instants.ts); `npm test` at the real time. Every expectation follows
// from the rule in docs/product/ and the run's instant, never from the day it was written.

const MINUTE_MS = 60_000;
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** docs/product/todos.md "Dates": how a card writes a due date, seen from today. */
function dueLabel(date: string, today: string): string {
  const days = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  if (days >= 2 && days <= 6) return SHORT_WEEKDAYS[weekdayOf(date)]!;
  const monthDay = `${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
  return date.slice(0, 4) === today.slice(0, 4) ? monthDay : `${monthDay}, ${date.slice(0, 4)}`;
}

/** A date as the profile writes a plan's end ('March 1, 2027'). */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

async function subscribe(page: Page, baseURL: string | undefined, plan: 'monthly' | 'yearly') {
  const response = await page.request.post('/api/subscriptions', { headers: { ...originOf(baseURL), 'x-timezone': SUITE_ZONE }, data: { plan } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe(`the calendar where the person is (${SUITE_ZONE})`, () => {
  test('streaks count whole days, Sunday-to-Saturday weeks and calendar months; marking today adds one', async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    const daily = await addHabit(page, baseURL, { title: 'Stretch', frequency: 'daily' });
    await markDays(page, baseURL, daily.id, [-3, -2, -1].map((days) => addDays(today, days)));
    // docs/product/habits.md "Streak": the last day of last week and the first of the week before.
    const weekly = await addHabit(page, baseURL, { title: 'Long run', frequency: 'weekly' });
    await markDays(page, baseURL, weekly.id, [addDays(weekStartOf(today), -1), addDays(weekStartOf(today), -14)]);
    const monthly = await addHabit(page, baseURL, { title: 'Budget review', frequency: 'monthly' });
    await markDays(page, baseURL, monthly.id, [addDays(monthStartOf(today), -1), addMonths(monthStartOf(today), -2)]);
    await openHabits(page);

    await expect(habitCard(page, 'Stretch')).toContainText('3 day streak');
    await expect(habitCard(page, 'Long run')).toContainText('2 week streak');
    await expect(habitCard(page, 'Budget review')).toContainText('2 month streak');
    await habitCard(page, 'Stretch').getByRole('button', { name: 'Mark "Stretch" done today' }).click();
    await expect(habitCard(page, 'Stretch')).toContainText('4 day streak');
    await page.reload();
    await expect(habitCard(page, 'Stretch')).toContainText('4 day streak');
  });

  test("the dashboard's day: Habits Today by period, and only activities that began today in the schedule and Productive Time", async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    const meditate = await addHabit(page, baseURL, { title: 'Meditate', frequency: 'daily' });
    await markDays(page, baseURL, meditate.id, [today]);
    await addHabit(page, baseURL, { title: 'Walk', frequency: 'daily' });
    const weekly = await addHabit(page, baseURL, { title: 'Long run', frequency: 'weekly' });
    await markDays(page, baseURL, weekly.id, [weekStartOf(today)]);
    const monthly = await addHabit(page, baseURL, { title: 'Budget review', frequency: 'monthly' });
    await markDays(page, baseURL, monthly.id, [monthStartOf(today)]);
    // docs/product/dashboard.md "Today": an activity belongs to the day it began, even past midnight.
    // An activity must be over by the time it is logged: a run just after midnight has only a few
    // minutes of today behind it, so today's two activities are seeded only when 50 minutes have passed.
    const midnight = Date.parse(localInstant(today, 0));
    const minutesOfToday = Math.floor((suiteNow().getTime() - midnight) / MINUTE_MS);
    const lateFinish = Math.min(60, 10 + minutesOfToday - 1);
    await addPastActivity(page, baseURL, { title: 'Late finish', type: 'work', startedAt: new Date(midnight - 10 * MINUTE_MS).toISOString(), durationSeconds: lateFinish * 60 });
    const todayHasRoom = minutesOfToday >= 51;
    if (todayHasRoom) {
      await addPastActivity(page, baseURL, { title: 'At midnight', type: 'work', startedAt: new Date(midnight).toISOString(), durationSeconds: 30 * 60 });
      await addPastActivity(page, baseURL, { title: 'Course', type: 'learning', startedAt: new Date(midnight + 30 * MINUTE_MS).toISOString(), durationSeconds: 20 * 60 });
    }
    await openDashboard(page);

    await expect(statCard(page, 'Habits Today')).toContainText('3/4');
    const schedule = dashboardRegion(page, "Today's Schedule");
    if (todayHasRoom) {
      await expect(statCard(page, 'Productive Time')).toContainText('0h 50m');
      await expect(schedule.getByRole('listitem')).toHaveCount(2);
      await expect(schedule.getByRole('listitem').nth(0)).toContainText('At midnight');
      await expect(schedule.getByRole('listitem').nth(1)).toContainText('Course');
    } else {
      await expect(statCard(page, 'Productive Time')).toContainText('0s');
      await expect(schedule.getByText('No activities tracked today')).toBeVisible();
    }
    await expect(schedule).not.toContainText('Late finish');

    // The activity history groups by the day each began.
    await openActivity(page);
    await expect(history(page).getByRole('heading', { level: 3, name: 'Yesterday' })).toBeVisible();
    await expect(history(page).getByRole('heading', { level: 3, name: 'Today' })).toHaveCount(todayHasRoom ? 1 : 0);
  });

  test('the week in review is the last 7 local days, today included', async ({ page, baseURL, account: _account }) => {
    // A check-in at noon on each of the 7 days before today, and one today (a minute ago, or at midnight
    // just after it: a check-in cannot be in the future): the oldest falls outside the week.
    for (let daysAgo = 1; daysAgo <= 7; daysAgo += 1) await addMoodCheckIn(page, baseURL, daysAgo === 7 ? 1 : 8, daysAgo);
    const midnight = Date.parse(localInstant(localDate(0), 0));
    await logMood(page, baseURL, { value: 8, loggedAt: new Date(Math.max(midnight, suiteNow().getTime() - MINUTE_MS)).toISOString() });
    await openDashboard(page);
    const review = dashboardRegion(page, 'Your week in review');
    await expect(review.getByRole('img', { name: /^Mood: Averaged 8\.0\/10 over 7 days with a mood/ })).toBeVisible();
  });

  test("due dates read 'Yesterday', 'Today', 'Tomorrow', a weekday, then a date; 'friday' in quick add is the next Friday", async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    const offsets = [-1, 0, 1, 2, 6, 7, 40];
    for (const days of offsets) await addTask(page, baseURL, { title: `Due in ${days} days`, dueDate: addDays(today, days) });
    await openBoard(page);
    for (const days of offsets) await expect(card(page, `Due in ${days} days`).locator('time')).toHaveText(dueLabel(addDays(today, days), today));
    await expect(card(page, 'Due in -1 days')).toContainText('Overdue');
    await expect(card(page, 'Due in 0 days')).not.toContainText('Overdue');

    // docs/product/todos.md "Quick add": a weekday name is the next such day, never today.
    const quickAdd = column(page, 'Not Started').getByRole('textbox', { name: 'Add a task to Not Started' });
    await quickAdd.fill('Call the bank friday');
    await quickAdd.press('Enter');
    const friday = addDays(today, ((5 - weekdayOf(today) + 7) % 7) || 7);
    await expect(card(page, 'Call the bank').locator('time')).toHaveAttribute('datetime', friday);
    await expect(card(page, 'Call the bank').locator('time')).toHaveText(dueLabel(friday, today));
  });

  test("a new journal entry is under 'Today'; a monthly plan ends a calendar month later in the person's calendar", async ({ page, baseURL, account: _account }) => {
    await openJournal(page);
    await page.getByRole('button', { name: 'Create Your First Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entry' });
    await dialog.getByLabel('Entry').fill('Written at the edge of the day.');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Today 1 entry' })).toBeVisible();

    await subscribe(page, baseURL, 'monthly');
    await page.goto('/profile');
    await expect(page.getByText(`Monthly plan ($9.99 per month), renews on ${longDate(addMonths(localDate(0), 1))}.`)).toBeVisible();
  });

  test('a screen left open over midnight moves to the new day: the board, the journal and the dashboard', async ({ page, baseURL, account: _account }) => {
    const today = localDate(0);
    await addTask(page, baseURL, { title: 'Due tomorrow', dueDate: addDays(today, 1) });
    await addTask(page, baseURL, { title: 'Due today', dueDate: today });
    await page.clock.install({ time: suiteNow() });
    const toMidnight = msUntilLocalMidnight() + 2_000;

    await openBoard(page);
    await expect(card(page, 'Due tomorrow').locator('time')).toHaveText('Tomorrow');
    await page.clock.fastForward(toMidnight);
    await expect(card(page, 'Due tomorrow').locator('time')).toHaveText('Today');
    await expect(card(page, 'Due today').locator('time')).toHaveText('Yesterday');
    await expect(card(page, 'Due today')).toContainText('Overdue');

    await addEntry(page, baseURL, { content: 'Written before midnight', mood: 6 });
    await page.clock.install({ time: suiteNow() });
    await openJournal(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Today 1 entry' })).toBeVisible();
    await page.clock.fastForward(msUntilLocalMidnight() + 2_000);
    await expect(page.getByRole('heading', { level: 2, name: 'Yesterday 1 entry' })).toBeVisible();

    // The dashboard's numbers are the day's: it asks for them again when the day turns.
    await page.clock.install({ time: suiteNow() });
    await openDashboard(page);
    const again = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dashboard');
    await page.clock.fastForward(msUntilLocalMidnight() + 2_000);
    await again;
  });
});

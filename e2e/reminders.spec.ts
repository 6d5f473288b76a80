import type { Habit, Todo } from '@cadence/shared';
import type { Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { FULL_BROWSER } from './support/browser-path';
import { card, openBoard } from './support/board';
import { expect, test } from './support/fixtures';
import { localDate, SUITE_ZONE, suiteNow } from './support/suite-clock';
import { storeTheme, THEMES } from './support/theme';
import { openHabits } from './habits-helpers';
import { cadenceServiceWorker, clickNotification, deliverPush, deliverPushUntilShown, shownNotifications, standInSubscription, useStandInPushManager } from './reminders-helpers';

// Notifications and push are the full browser's (e2e/support/browser-path.ts).
test.use(FULL_BROWSER);

/** A notification the service worker shows: the push goes through the browser's own process, slow on a busy 2-core machine. */
const PUSH_SHOWN = { timeout: 15_000 };

// Reminders (docs/product/reminders.md; issue 21 §3): a task's due time and reminder, a habit's
// reminder times, the profile's Reminders card, and a push shown by the service worker with its actions.
// The rest of the suite blocks service workers; these tests need the real one (e2e/offline.spec.ts does the same).

test.use({ serviceWorkers: 'allow', locale: 'en-US' });

const reminders = (page: Page) => page.getByRole('region', { name: 'Reminders' });
const deviceSwitch = (page: Page) => reminders(page).getByRole('switch', { name: 'Notifications on this device' });

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(deviceSwitch(page)).toBeVisible();
}

test.describe('a task’s due time and reminder', () => {
  test('the time waits for a date, the reminder for a time; the card shows the time and a bell; clearing the date clears both', async ({ page, account: _account }) => {
    await openBoard(page);
    await page.getByRole('button', { name: 'New Task' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Task' });
    await form.getByLabel('Title').fill('Call the bank');
    const time = form.getByLabel('Due Time');
    const reminder = form.getByLabel('Reminder');
    await expect(time).toBeDisabled();
    await expect(time).toHaveAccessibleDescription('Set a due date first.');
    await expect(reminder).toBeDisabled();

    await form.getByRole('group', { name: 'Date quick picks' }).getByRole('button', { name: 'Tomorrow' }).click();
    await expect(time).toBeEnabled();
    await expect(reminder).toBeDisabled();
    await time.fill('15:00');
    await expect(reminder).toBeEnabled();
    await expect(reminder.locator('option')).toHaveText(['None', 'At the due time', '5 minutes before', '1 hour before', '1 day before']);
    await reminder.selectOption({ label: '1 hour before' });
    await form.getByRole('button', { name: 'Create Task' }).click();
    await expect(form).toBeHidden();

    const created = card(page, 'Call the bank');
    await expect(created.locator('time').first()).toHaveText('Tomorrow');
    await expect(created.locator('time').nth(1)).toHaveText('3:00 PM');
    await expect(created.getByRole('img', { name: 'Reminder: 1 hour before' })).toBeVisible();
    const saved = (await (await page.request.get('/api/todos')).json()) as Todo[] | { todos: Todo[] };
    const task = (Array.isArray(saved) ? saved : saved.todos).find((todo) => todo.title === 'Call the bank');
    expect(task).toMatchObject({ dueDate: localDate(1), dueTime: '15:00', reminder: '1h' });

    // Edit: 'No date' clears the time and the reminder with it.
    await page.goto(`/todos?task=${task!.id}`);
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(edit.getByLabel('Due Time')).toHaveValue('15:00');
    await expect(edit.getByLabel('Reminder')).toHaveValue('1h');
    // The link opened the form once: the parameter is gone, so a reload would not open it again.
    await expect(page).toHaveURL(/\/todos$/);
    await edit.getByRole('group', { name: 'Date quick picks' }).getByRole('button', { name: 'No date' }).click();
    await expect(edit.getByLabel('Due Time')).toHaveValue('');
    await expect(edit.getByLabel('Due Time')).toBeDisabled();
    await expect(edit.getByLabel('Reminder')).toHaveValue('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card(page, 'Call the bank').getByRole('img', { name: /Reminder/ })).toHaveCount(0);
    await expect(card(page, 'Call the bank').locator('time')).toHaveCount(0);
  });

  for (const theme of THEMES) {
    test(`the task form with a due time and a reminder passes axe (${theme})`, async ({ page, baseURL, account: _account }) => {
      await storeTheme(page, theme);
      await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Pay rent', dueDate: localDate(2), dueTime: '09:30', reminder: '1d' } });
      await openBoard(page);
      await expect(card(page, 'Pay rent').getByRole('img', { name: 'Reminder: 1 day before' })).toBeVisible();
      await expectNoAxeViolations(page, `the board with a reminder (${theme})`);
      await page.getByRole('button', { name: 'New Task' }).click();
      const form = page.getByRole('dialog', { name: 'Create New Task' });
      await expect(form.getByLabel('Due Time')).toBeVisible();
      await expectNoAxeViolations(page, `the task form, no date (${theme})`, { include: 'dialog[open]' });
      await form.getByLabel('Due Date').fill(localDate(1));
      await form.getByLabel('Due Time').fill('08:15');
      await form.getByLabel('Reminder').selectOption('5m');
      await expectNoAxeViolations(page, `the task form with a reminder (${theme})`, { include: 'dialog[open]' });
    });
  }
});

test.describe('a habit’s reminder times', () => {
  test('adds times (Enter or Add time), removes one, chooses the days, and the card says when', async ({ page, account: _account }) => {
    await openHabits(page);
    await page.getByRole('button', { name: 'New Habit' }).click();
    const form = page.getByRole('dialog', { name: 'New Habit' });
    await form.getByLabel('Title').fill('Stretch');
    const days = form.getByRole('group', { name: 'Reminder Days' });
    await expect(days.getByRole('button')).toHaveCount(7);
    // Every day by default; the days wait for a time.
    for (const day of await days.getByRole('button').all()) {
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      await expect(day).toBeDisabled();
    }
    await expect(form.getByText('No reminder times yet.')).toBeVisible();

    const newTime = form.getByLabel('New reminder time');
    await newTime.fill('21:00');
    await form.getByRole('button', { name: 'Add time' }).click();
    await newTime.fill('07:30');
    await newTime.press('Enter');
    // Enter added the time; it did not save the form.
    await expect(form).toBeVisible();
    const times = form.getByRole('list', { name: 'Reminder Times' });
    await expect(times.getByRole('listitem')).toHaveText(['7:30 AM', '9:00 PM']);
    await newTime.fill('07:30');
    await newTime.press('Enter');
    await expect(form.getByText('07:30 is already a reminder time.')).toBeVisible();
    await times.getByRole('button', { name: 'Remove reminder time 9:00 PM' }).click();
    await expect(times.getByRole('listitem')).toHaveText(['7:30 AM']);

    await days.getByRole('button', { name: 'Sat', exact: true }).click();
    await days.getByRole('button', { name: 'Sun', exact: true }).click();
    await expect(days.getByRole('button', { name: 'Sun', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await form.getByRole('button', { name: 'Create Habit' }).click();
    await expect(form).toBeHidden();

    const habitCard = page.getByRole('article', { name: 'Stretch' });
    await expect(habitCard.getByText('7:30 AM · Mon, Tue, Wed, Thu, Fri')).toBeVisible();
    const habits = (await (await page.request.get('/api/habits')).json()) as Habit[];
    expect(habits.find((habit) => habit.title === 'Stretch')).toMatchObject({ reminderTimes: ['07:30'], reminderDays: [1, 2, 3, 4, 5] });
  });

  test('a reminder’s link opens the page at its habit, highlighted, and forgets the link', async ({ page, baseURL, account: _account }) => {
    for (const title of ['Read', 'Walk', 'Water']) await page.request.post('/api/habits', { headers: originOf(baseURL), data: { title, reminderTimes: ['08:00'] } });
    const habits = (await (await page.request.get('/api/habits')).json()) as Habit[];
    const water = habits.find((habit) => habit.title === 'Water')!;
    await page.goto(`/habits?habit=${water.id}`);
    const target = page.locator(`[data-habit-card="${water.id}"]`);
    await expect(target).toBeFocused();
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(page).toHaveURL(/\/habits$/);
    await expect(target).not.toHaveAttribute('data-highlighted', 'true', { timeout: 8_000 });
  });

  for (const theme of THEMES) {
    test(`the habit form’s reminders pass axe (${theme})`, async ({ page, account: _account }) => {
      await storeTheme(page, theme);
      await openHabits(page);
      await page.getByRole('button', { name: 'New Habit' }).click();
      const form = page.getByRole('dialog', { name: 'New Habit' });
      await expect(form.getByLabel('New reminder time')).toBeVisible();
      await expectNoAxeViolations(page, `the habit form, no times (${theme})`, { include: 'dialog[open]' });
      await form.getByLabel('New reminder time').fill('06:45');
      await form.getByRole('button', { name: 'Add time' }).click();
      await form.getByRole('group', { name: 'Reminder Days' }).getByRole('button', { name: 'Wed', exact: true }).click();
      await expectNoAxeViolations(page, `the habit form with a reminder time (${theme})`, { include: 'dialog[open]' });
    });
  }
});

test.describe('the profile’s Reminders card', () => {
  test('turning notifications on registers this browser (named after it), a test notification is sent, and off removes it', async ({ page, context, baseURL, account: _account }) => {
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    await useStandInPushManager(context, standInSubscription());
    await openProfile(page);
    await expect(deviceSwitch(page)).not.toBeChecked();
    await expect(reminders(page).getByText('Off: this device gets no reminders.')).toBeVisible();
    await expect(reminders(page).getByText('No device gets your reminders yet.', { exact: false })).toBeVisible();

    await deviceSwitch(page).click();
    await expect(reminders(page).getByText('On: your reminders come to this device.')).toBeVisible({ timeout: 30_000 });
    await expect(deviceSwitch(page)).toBeChecked();
    const devices = reminders(page).getByRole('list', { name: 'Devices that get your reminders' }).getByRole('listitem');
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText('Chrome on Linux');
    await expect(devices.first()).toContainText('This device');
    await expect(devices.first()).toContainText('Not reached yet');
    // The page registered the service worker itself, before its own first key press or ten quiet seconds.
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);

    // The stand-in's push service does not exist: the server says the push service did not take it.
    await devices.first().getByRole('button', { name: 'Send a test notification to Chrome on Linux' }).click();
    await expect(devices.first().getByRole('status')).toHaveText(/The push service did not take the test notification|Test notification sent/, { timeout: 20_000 });

    // It stays on across a reload (the browser keeps its subscription, the server its device).
    await openProfile(page);
    await expect(deviceSwitch(page)).toBeChecked();

    await deviceSwitch(page).click();
    await expect(reminders(page).getByText('Off: this device gets no reminders.')).toBeVisible();
    await expect(reminders(page).getByText('No device gets your reminders yet.', { exact: false })).toBeVisible();
    expect(((await (await page.request.get('/api/push-devices')).json()) as { devices: unknown[] }).devices).toEqual([]);
  });

  test('says when this browser blocks notifications, and how to allow them; and when it cannot have them', async ({ page, context, account: _account }) => {
    await context.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await openProfile(page);
    await expect(reminders(page).getByText("Blocked in this browser's settings.")).toBeVisible();
    await expect(reminders(page).getByText('set Notifications to Allow', { exact: false })).toBeVisible();
    await expect(deviceSwitch(page)).toBeDisabled();

    await context.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
    await openProfile(page);
    await expect(reminders(page).getByText('Not supported in this browser', { exact: false })).toBeVisible();
    await expect(deviceSwitch(page)).toBeDisabled();
  });

  test('e-mail fallback and quiet hours are saved, and their times are checked', async ({ page, account: _account }) => {
    await openProfile(page);
    const card = reminders(page);
    await card.getByLabel('E-mail me when no device can be reached').check();
    await card.getByLabel('Quiet hours').check();
    await expect(card.getByLabel('From')).toHaveValue('22:00');
    await expect(card.getByLabel('To')).toHaveValue('07:00');
    await card.getByLabel('To').fill('22:00');
    await card.getByRole('button', { name: 'Save reminder settings' }).click();
    await expect(card.getByText('Quiet hours must end at another time than they start')).toBeVisible();
    await card.getByLabel('From').fill('23:00');
    await card.getByLabel('To').fill('06:30');
    await card.getByRole('button', { name: 'Save reminder settings' }).click();
    await expect(card.getByText('Reminder settings saved.')).toBeVisible();
    expect(await (await page.request.get('/api/reminder-settings')).json()).toMatchObject({ emailFallback: true, quietHours: { start: '23:00', end: '06:30' } });

    await openProfile(page);
    await expect(reminders(page).getByLabel('E-mail me when no device can be reached')).toBeChecked();
    await reminders(page).getByLabel('Quiet hours').uncheck();
    await reminders(page).getByRole('button', { name: 'Save reminder settings' }).click();
    await expect(reminders(page).getByText('Reminder settings saved.')).toBeVisible();
    expect(await (await page.request.get('/api/reminder-settings')).json()).toMatchObject({ quietHours: null });
  });

  for (const theme of THEMES) {
    test(`the card passes axe, off and on (${theme})`, async ({ page, context, baseURL, account: _account }) => {
      await storeTheme(page, theme);
      await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
      await useStandInPushManager(context, standInSubscription());
      await openProfile(page);
      await reminders(page).getByLabel('Quiet hours').check();
      await expectNoAxeViolations(page, `the Reminders card, off (${theme})`, { include: 'section:has(> div > h2)' });
      await deviceSwitch(page).click();
      await expect(deviceSwitch(page)).toBeChecked({ timeout: 30_000 });
      await expectNoAxeViolations(page, `the profile with notifications on (${theme})`);
    });
  }
});

test.describe('a push shown by the service worker', () => {
  test('a task’s reminder is shown with Done and Snooze 10 min; a click on it opens the task; Done answers', async ({ page, context, baseURL, account: _account }) => {
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    await useStandInPushManager(context, standInSubscription());
    const created = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Post the parcel', dueDate: localDate(0), dueTime: '15:00', reminder: 'at' } });
    const task = (await created.json()) as Todo;
    await openProfile(page);
    await deviceSwitch(page).click();
    await expect(deviceSwitch(page)).toBeChecked({ timeout: 30_000 });
    const worker = await cadenceServiceWorker(context);

    // The payload as the server builds it (docs/product/reminders.md "What a reminder says").
    const payload = {
      kind: 'task',
      title: 'Post the parcel',
      body: 'Due at 15:00',
      url: `/todos?task=${task.id}`,
      tag: `task:${task.id}`,
      actionToken: 'a-token-the-server-never-gave',
      actions: [
        { action: 'done', title: 'Done' },
        { action: 'snooze', title: 'Snooze 10 min' },
      ],
    };
    await deliverPush(page, payload);
    await expect.poll(() => shownNotifications(page), PUSH_SHOWN).toEqual([
      {
        title: 'Post the parcel',
        body: 'Due at 15:00',
        tag: `task:${task.id}`,
        data: { url: `/todos?task=${task.id}`, actionToken: 'a-token-the-server-never-gave' },
        actions: [
          { action: 'done', title: 'Done' },
          { action: 'snooze', title: 'Snooze 10 min' },
        ],
      },
    ]);

    // A click on its body: the open window moves to the task, whose edit form opens.
    await clickNotification(worker, `task:${task.id}`, '');
    await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Edit Task' }).getByLabel('Title')).toHaveValue('Post the parcel');
    await expect(page).toHaveURL(/\/todos$/);
    await expect.poll(() => shownNotifications(page), PUSH_SHOWN).toEqual([]);

    // Done, without opening anything: the worker posts the token. One the server does not know comes
    // back as the reminder again, saying why it was not saved. (The server's own tokens are minted when it
    // sends a reminder to a real push service, which this machine does not have: see the contract's requests.)
    await deliverPushUntilShown(page, payload, (shown) => shown.length === 1);
    await clickNotification(worker, `task:${task.id}`, 'done');
    await expect
      .poll(async () => (await shownNotifications(page)).map((shown) => [shown.title, shown.body, shown.actions.length]), PUSH_SHOWN)
      .toEqual([['Post the parcel', 'Not marked done: This reminder is no longer available.', 0]]);
  });

  test('Done on a reminder the server sent completes the task, without opening the app', async ({ page, context, baseURL, account: _account }) => {
    // The scheduler runs every 30 s. The device is subscribed first, so the reminder can be due at the
    // next whole minute at least 5 s away (the wait is what keeps CI within its time).
    test.setTimeout(150_000);
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    await useStandInPushManager(context, standInSubscription());
    await openProfile(page);
    await deviceSwitch(page).click();
    await expect(deviceSwitch(page)).toBeChecked({ timeout: 30_000 });
    const worker = await cadenceServiceWorker(context);
    const due = new Date(Math.ceil((suiteNow().getTime() + 5_000) / 60_000) * 60_000);
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: SUITE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(due).map((part) => [part.type, part.value]));
    const created = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Send the invoice', dueDate: `${parts.year}-${parts.month}-${parts.day}`, dueTime: `${parts.hour}:${parts.minute}`, reminder: 'at' } });
    expect(created.status(), await created.text()).toBe(201);
    const task = (await created.json()) as Todo;

    // What the server sent to this device's push service, as the dev server keeps it (loopback only).
    type Sent = { pushes: Array<{ payload: { tag: string; actionToken: string | null } }> };
    const sent = async () => ((await (await page.request.get('/api/dev/pushes')).json()) as Sent).pushes.find((push) => push.payload.tag === `task:${task.id}`)?.payload;
    await expect.poll(sent, { timeout: 120_000, intervals: [2_000] }).toBeTruthy();
    const payload = (await sent())!;
    expect(payload.actionToken).toEqual(expect.any(String));
    await deliverPushUntilShown(page, payload, (shown) => shown.length > 0);
    await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.title), PUSH_SHOWN).toEqual(['Send the invoice']);

    await clickNotification(worker, `task:${task.id}`, 'done');
    await expect.poll(async () => ((await (await page.request.get(`/api/todos/${task.id}`)).json()) as Todo).status).toBe('completed');
    await expect.poll(() => shownNotifications(page), PUSH_SHOWN).toEqual([]);
    // The token is spent: the same Done again is refused, and says so.
    await deliverPushUntilShown(page, payload, (shown) => shown.length === 1);
    await clickNotification(worker, `task:${task.id}`, 'done');
    await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.body), PUSH_SHOWN).toEqual(['Not marked done: This reminder is no longer available.']);
  });

  test('a test notification and an unreadable push are shown too', async ({ page, context, baseURL, account: _account }) => {
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    await useStandInPushManager(context, standInSubscription());
    await openProfile(page);
    await deviceSwitch(page).click();
    await expect(deviceSwitch(page)).toBeChecked({ timeout: 30_000 });
    await deliverPushUntilShown(page, { kind: 'test', title: 'Test notification', body: 'Notifications from Cadence reach this device.', url: '/profile', tag: 'test', actionToken: null, actions: [] }, (shown) => shown.length > 0);
    await expect.poll(async () => (await shownNotifications(page)).map((shown) => [shown.title, shown.body, shown.actions.length]), PUSH_SHOWN).toEqual([['Test notification', 'Notifications from Cadence reach this device.', 0]]);
    await deliverPushUntilShown(page, 'not the payload a server sends', (shown) => shown.some((notification) => notification.title === 'You have a reminder'));
    await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.title), PUSH_SHOWN).toContain('You have a reminder');
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createConfirmedAccount, newAccount, originOf, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, newDeviceContext, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { saveScreenshot } from './support/screenshots';
import { inEveryLook } from './support/theme';

// 'Your data' on the profile (docs/product/data.md; issue 20): the export, the import, the calendar feed and deleting the account.

async function openDeleteDialog(page: Page) {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data', exact: true });
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('deleting the account asks for the password and DELETE, removes everything, signs out and refuses the old sign-in', async ({ page, baseURL, account }) => {
  const created = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Private errand' } });
  expect(created.status()).toBe(201);
  const dialog = await openDeleteDialog(page);
  await expect(dialog).toContainText('Your journal entries and moods');
  // The export first: the dialog closes and the download starts.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export your data first' }).click();
  await download;
  await expect(dialog).toBeHidden();
  await page.getByRole('region', { name: 'Your data', exact: true }).getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog).toBeVisible();

  // The word must be typed as written, and the password must be the account's.
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Password').fill('Not-the-passw0rd');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is incorrect')).toBeVisible();
  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/todos')).status()).toBe(200);

  const again = await openDeleteDialog(page);
  await again.getByLabel('Password').fill(account.password);
  await again.getByLabel('Type DELETE to confirm').fill('DELETE');
  await again.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').getByText('Your account has been deleted. A last e-mail confirms it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
  expect((await page.request.get('/api/todos')).status()).toBe(401);
  await waitForMail(page.request, account.email, 'were deleted, as you asked');

  // The old password no longer signs anyone in.
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('Export your data downloads one zip: the archive, the spreadsheets, the journal as Markdown and the calendar', async ({ page, baseURL, account }) => {
  await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Call the printer, "today"', dueDate: '2026-12-03' } });
  await page.request.post('/api/journal', { headers: originOf(baseURL), data: { content: 'Quiet morning, good coffee.', mood: 8, tags: ['calm'] } });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Export your data' });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export your data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cadence-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByText('Your export is downloaded.')).toBeVisible();

  const files = unzipSync(readFileSync(await file.path()));
  const archive = JSON.parse(strFromU8(files['cadence.json']!)) as { format: string; profile: { email: string }; tasks: Array<{ title: string }>; journalEntries: Array<{ tags: string[] }> };
  expect(archive.format).toBe('cadence-export');
  expect(archive.profile.email).toBe(account.email.toLowerCase());
  expect(archive.tasks.map((task) => task.title)).toEqual(['Call the printer, "today"']);
  expect(archive.journalEntries[0]?.tags).toEqual(['calm']);
  expect(strFromU8(files['csv/tasks.csv']!)).toContain('"Call the printer, ""today"""');
  expect(Object.keys(files).some((name) => /^journal\/.+\.md$/.test(name))).toBe(true);
  expect(strFromU8(files['calendar.ics']!)).toContain('DTSTART;VALUE=DATE:20261203');
});

test('a failed export says so and can be tried again', async ({ page, account: _account }) => {
  await page.route('**/api/data-export', (route) => route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } } }));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Export your data' });
  await section.getByRole('button', { name: 'Export your data' }).click();
  await expect(section.getByRole('alert')).toContainText('The database is not reachable.');
  await page.unrouteAll();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export your data' }).click();
  await download;
});

test('the calendar link: made and shown once, read by a calendar, replaced and turned off after asking', async ({ page, playwright, baseURL, account: _account }) => {
  const created = await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Ship the order', dueDate: '2026-12-03' } });
  expect(created.status()).toBe(201);
  await page.goto('/profile');
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feed.getByText('No calendar link yet.')).toBeVisible();
  await feed.getByRole('button', { name: 'Create calendar link' }).click();
  await expect(feed.getByText('for your privacy it is shown only once')).toBeVisible();
  const link = await feed.getByLabel('Calendar link').inputValue();
  expect(link).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  // A calendar app, with no session, reads it.
  const calendarApp = await playwright.request.newContext({ baseURL });
  const calendar = await calendarApp.get(new URL(link).pathname);
  expect(calendar.status()).toBe(200);
  const text = await calendar.text();
  await calendarApp.dispose();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('SUMMARY:Ship the order');
  expect(text).toContain('DTSTART;VALUE=DATE:20261203');

  // Shown once: after a reload only the fact that it exists.
  await page.reload();
  await expect(feed.getByText(/^A calendar link is active since /)).toBeVisible();
  await expect(feed.getByLabel('Calendar link')).toHaveCount(0);

  await feed.getByRole('button', { name: 'Replace link' }).click();
  const ask = page.getByRole('dialog', { name: 'Replace the calendar link?' });
  await expect(ask).toContainText('The current link stops working at once');
  await ask.getByRole('button', { name: 'Replace link' }).click();
  const replaced = await feed.getByLabel('Calendar link').inputValue();
  expect(replaced).not.toBe(link);
  expect((await page.request.get(new URL(link).pathname)).status()).toBe(404);

  await feed.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog', { name: 'Turn off the calendar link?' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(feed.getByText('No calendar link yet.')).toBeVisible();
  expect((await page.request.get(new URL(replaced).pathname)).status()).toBe(404);
});

test('the dialog is axe clean and fits a phone, in both themes', async ({ page, account: _account }) => {
  await inEveryLook(page, async (theme, size) => {
    const dialog = await openDeleteDialog(page);
    await expectNoAxeViolations(page, `delete account ${theme} ${size}`);
    await saveScreenshot(page, `delete-account-${theme}-${size}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Your data', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `your data ${theme} ${size}`);
    await page.getByRole('region', { name: 'Your data', exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `your-data-${theme}-${size}`);
  });
});

const FIXTURES = 'apps/server/src/testing/fixtures/import';

/** Chooses `file` in 'Import data' as a person does: the button, then the browser's file chooser. */
async function chooseImportFile(page: Page, file: string) {
  const section = page.getByRole('region', { name: 'Import data' });
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose a file to import' }).click();
  await (await chooser).setFiles(file);
  return section;
}

test('an export imported into another account: the preview says what will be added, Import adds it, and a second time adds nothing', async ({ page, browser, baseURL, account: _account }) => {
  await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Renew the domain, "cadence.app"', dueDate: '2026-12-03' } });
  await page.request.post('/api/journal', { headers: originOf(baseURL), data: { content: 'Moved my notes over today.', mood: 8, tags: ['moving'] } });
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Export your data' }).getByRole('button', { name: 'Export your data' }).click();
  const archive = await (await download).path();

  // Another person (or the same person on another Cadence) brings it in.
  const context = await newDeviceContext(browser);
  const other = await context.newPage();
  await signInThroughApi(other, baseURL, await createConfirmedAccount(other.request, baseURL, newAccount('your-data-import')));
  await other.goto('/profile');
  const section = await chooseImportFile(other, archive);
  const preview = section.getByRole('region', { name: 'Ready to import' });
  await expect(preview).toContainText('Cadence export');
  await expect(preview).toContainText('1 task with 1 history entry and 1 journal entry will be added.');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByText('Imported 1 task with 1 history entry and 1 journal entry.')).toBeVisible();
  await other.goto('/todos');
  await expect(other.getByText('Renew the domain, "cadence.app"')).toBeVisible();

  // The same file again: nothing new, and nothing to confirm.
  await other.goto('/profile');
  await chooseImportFile(other, archive);
  await expect(preview).toContainText('Nothing new to add: everything in this file is already in your account.');
  await expect(preview.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  await context.close();
});

test('a Todoist CSV: the refused row is named with its rule, Cancel adds nothing, Import adds the tasks to the board', async ({ page, account: _account }) => {
  await page.goto('/profile');
  const section = await chooseImportFile(page, `${FIXTURES}/todoist.csv`);
  const preview = section.getByRole('region', { name: 'Ready to import' });
  await expect(preview).toContainText('Todoist CSV: todoist.csv');
  await expect(preview).toContainText(/^.*\d+ tasks will be added\./);
  await expect(preview).toContainText('1 row will not be imported:');
  await expect(preview.getByRole('listitem')).toContainText(['A task needs a title']);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  expect(((await (await page.request.get('/api/todos')).json()) as unknown[]).length).toBe(0);

  await chooseImportFile(page, `${FIXTURES}/todoist.csv`);
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByText(/^Imported \d+ tasks\.$/)).toBeVisible();
  await page.goto('/todos');
  await expect(page.getByText('Call the plumber, then the bank @errands')).toBeVisible();
});

test('a file that is not an export is refused with what to do, and nothing is added', async ({ page, account: _account }, testInfo) => {
  const file = testInfo.outputPath('notes.txt');
  writeFileSync(file, 'just some notes\nnothing to import');
  await page.goto('/profile');
  const section = await chooseImportFile(page, file);
  await expect(section.getByRole('alert')).toContainText('This file is not one Cadence can import');
  await expect(section.getByRole('button', { name: 'Choose a file to import' })).toBeVisible();
});

test('an import still being read can be cancelled, and the file chosen again', async ({ page, account: _account }) => {
  let answer = () => {};
  await page.route('**/api/data-imports?*', (route) => new Promise<void>((resolve) => (answer = () => void route.continue().then(resolve, resolve))));
  await page.goto('/profile');
  const section = await chooseImportFile(page, `${FIXTURES}/todoist.csv`);
  await expect(section.getByRole('status')).toHaveText(/^(Reading your file…|Sending your file… .+)$/);
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByRole('button', { name: 'Choose a file to import' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  answer();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await chooseImportFile(page, `${FIXTURES}/todoist.csv`);
  await expect(section.getByRole('region', { name: 'Ready to import' })).toContainText('Todoist CSV');
});

test('the import preview is axe clean and fits a phone, in both themes', async ({ page, account: _account }) => {
  await inEveryLook(page, async (theme, size) => {
    await page.goto('/profile');
    const section = await chooseImportFile(page, `${FIXTURES}/daylio.csv`);
    const preview = section.getByRole('region', { name: 'Ready to import' });
    await expect(preview).toContainText('Daylio CSV');
    await expectNoAxeViolations(page, `import preview ${theme} ${size}`);
    await preview.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `import-preview-${theme}-${size}`);
    await preview.getByRole('button', { name: 'Cancel' }).click();
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FULL_CHROMIUM } from './support/browser-path';
import { originOf } from './support/accounts';
import { expect, test } from './support/fixtures';

// Installable and usable offline (docs/product/offline.md; issue 21 §1 and §2). The rest of the suite
// blocks service workers (playwright.config.ts); these tests are the ones that need it.

test.use({ serviceWorkers: 'allow' });

/** Resolves once the service worker is active (registered at the person's first key press), its precache of the whole build done. */
async function serviceWorkerReady(page: Page) {
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The answers this browser has saved for offline use, as stored (JSON text), or '' when there are none. */
function savedAnswers(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('cadence');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('saved-answers')) return resolve('');
          const read = db.transaction('saved-answers').objectStore('saved-answers').get('queries');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => resolve('');
        };
      }),
  );
}

/** Resolves once this browser has saved the answers it was shown (the persister writes at most once a second). */
async function answersSaved(page: Page, containing: string) {
  await expect.poll(() => savedAnswers(page), { timeout: 10_000 }).toContain(containing);
}

const ROUTES = [
  ['/', 'Dashboard'],
  ['/todos', 'To Do List'],
  ['/journal', 'Journal'],
  ['/goals', 'Goals'],
  ['/habits', 'Habits'],
  ['/activity', 'Activity'],
  ['/help', 'Help & Support'],
  ['/profile', 'Profile Settings'],
] as const;

test('Chromium finds the app installable: a manifest with its icons and shortcuts, and a service worker', async ({ playwright, baseURL }, testInfo) => {
  // Installability is not judged in an incognito context (every context Playwright makes is one): a
  // browser profile of its own, as a person's, for this test. Nothing needs signing in to install.
  const profile = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    baseURL,
    // The full browser: installability is a browser's judgement, which the headless shell does not make.
    executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
    headless: true,
  });
  try {
    const page = profile.pages()[0] ?? (await profile.newPage());
    await page.goto('/');
    await serviceWorkerReady(page);
    const cdp = await profile.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test('the manifest names the app, its icons at the sizes browsers ask for, and its shortcuts', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: Array<{ sizes: string; purpose?: string }>;
    shortcuts: Array<{ name: string; url: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Cadence', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['New Task', 'New Entry', 'Start Activity']);
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  // The worker is always asked for anew, so a new version is found at the next visit.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('after one visit every screen opens offline, with the answers last seen', async ({ page, context, baseURL, account: _account }) => {
  await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'Post the parcel before noon' } });
  await page.goto('/todos');
  await expect(page.getByText('Post the parcel before noon')).toBeVisible();
  await serviceWorkerReady(page);
  await answersSaved(page, 'Post the parcel before noon');

  await context.setOffline(true);
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  await page.goto('/todos');
  await expect(page.getByText('Post the parcel before noon')).toBeVisible();
  await context.setOffline(false);
});

test('signing out forgets the answers saved in this browser', async ({ page, baseURL, account: _account }) => {
  await page.request.post('/api/todos', { headers: originOf(baseURL), data: { title: 'A private errand' } });
  await page.goto('/todos');
  await expect(page.getByText('A private errand')).toBeVisible();
  await answersSaved(page, 'A private errand');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => savedAnswers(page)).not.toContain('A private errand');
});

test('the installed app’s shortcuts open the new task and new entry forms', async ({ page, account: _account }) => {
  await page.goto('/todos?action=new-task');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/todos$/);
  await page.keyboard.press('Escape');
  await page.goto('/journal?action=new-entry');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/journal$/);
});

test('a new version waits while a screen is in use, and takes over when the person moves to another screen', async ({ page, account: _account }) => {
  test.setTimeout(45_000);
  const worker = 'apps/web/dist/sw.js';
  const original = readFileSync(worker, 'utf8');
  await page.goto('/');
  await serviceWorkerReady(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  try {
    // A deploy: the worker's bytes change.
    writeFileSync(worker, `${original}\n// a new version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    // While the person stays on this screen (a form could be half typed), nothing reloads under their hands.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // Another screen: the new version takes over and the page loads anew, at the screen asked for.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'To Do List' }).click();
    const state = () =>
      page
        .evaluate(async () => ({ reloaded: (window as unknown as { stillHere?: boolean }).stillHere === undefined, waiting: Boolean((await navigator.serviceWorker.getRegistration())?.waiting) }))
        .catch(() => ({ reloaded: false, waiting: true }));
    await expect.poll(state, { timeout: 15_000 }).toEqual({ reloaded: true, waiting: false });
    await expect(page).toHaveURL(/\/todos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible();
  } finally {
    writeFileSync(worker, original);
  }
});

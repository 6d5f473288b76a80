import type { Browser, BrowserContext, Page } from '@playwright/test';
import { originOf, signInThroughApi, signInThroughForm, type TestAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, newDeviceContext, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { waitForMail } from './support/mailbox';
import { inEveryLook } from './support/theme';

// The profile's 'Signed-in devices': docs/product/accounts.md "Signed-in devices" (issue 18 §12).

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** The same person signed in on another device, which has opened the app. */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, account: TestAccount, userAgent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newDeviceContext(browser, { userAgent, baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, baseURL, account);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Profile settings' })).toBeVisible();
  return { context, page };
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

// The account fixture signs up through its own API client, a session of its own: end it, so the
// browser starts as the person's only device.
test.beforeEach(async ({ page, baseURL, account: _account }) => {
  const response = await page.request.delete('/api/other-devices', { headers: originOf(baseURL) });
  expect(response.status(), await response.text()).toBe(200);
});

const devicesList = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');

test("lists this device first and marked, and 'Sign out' ends another device's session", async ({ page, browser, baseURL, account }) => {
  const phone = await signInElsewhere(browser, baseURL, account, IPHONE);
  await openProfile(page);

  const rows = devicesList(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first()).toContainText('Chrome on Linux');
  // The place, from nothing but the network: the phone's sign-in came through the test server's proxy
  // header from 198.18.a.b, which reads '198.18.a.x', never the whole address.
  await expect(rows.nth(1)).toContainText(/Safari on iPhone · 198\.18\.\d{1,3}\.x/);
  await expect(rows.nth(1)).toContainText('Last active');
  await expect(rows.nth(1)).not.toContainText('This device');
  // This device is signed out by the card's own 'Sign Out', not from the list.
  await expect(rows.first().getByRole('button')).toHaveCount(0);

  await rows.nth(1).getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out of that device.' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  // The phone is signed out: its live stream tells it, and it goes to the sign-in page by itself.
  await expect(phone.page).toHaveURL(/\/login$/);
  await expect(phone.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(phone.page.getByRole('link', { name: 'Profile settings' })).toHaveCount(0);
  expect((await phone.page.request.get('/api/todos')).status()).toBe(401);
  await phone.context.close();
});

test('a device signed out while the app was closed opens the sign-in page, not the landing page', async ({ page, browser, baseURL, account }) => {
  const phone = await signInElsewhere(browser, baseURL, account, IPHONE);
  await phone.page.close(); // no live stream to tell it
  await openProfile(page);
  await devicesList(page).nth(1).getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(devicesList(page)).toHaveCount(1);

  const later = await phone.context.newPage();
  // Without the answers it saved for offline use (as when the tab had begun leaving on its live
  // stream's word and was reloaded before it reached /login: they are forgotten first), the app
  // starts from the server's "no session" alone.
  await later.goto('/api/health');
  await later.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('cadence');
        request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
      }),
  );
  await later.goto('/');
  await expect(later).toHaveURL(/\/login$/);
  await expect(later.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Once there, the browser is signed out as any other: the landing page shows at / again.
  await later.goto('/');
  await expect(later.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(later).toHaveURL(/\/$/);
  await phone.context.close();
});

test("a sign-in from a new browser e-mails 'New sign-in', whose link opens this card", async ({ page, browser, baseURL, account }) => {
  test.setTimeout(90_000);
  const laptop = await newDeviceContext(browser, { userAgent: FIREFOX_WINDOWS, baseURL });
  const laptopPage = await laptop.newPage();
  await signInThroughForm(laptopPage, account.email, account.password);
  await laptop.close();

  const mail = await waitForMail(page.request, account.email, 'Device: Firefox on Windows');
  expect(mail.subject).toBe('New sign-in to your Cadence account');
  // The browser's own requests come straight from this machine.
  expect(mail.text).toContain('Network: This computer');
  expect(mail.text).toContain("If this wasn't you, change your password right away");
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes('/profile#devices'));
  expect(link).toBeDefined();
  const { pathname, hash } = new URL(link!);

  const card = page.getByRole('region', { name: 'Signed-in devices' });
  await inEveryLook(page, async (theme, size) => {
    await page.goto('/');
    await page.goto(`${pathname}${hash}`);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(card.getByRole('listitem').filter({ hasText: 'Firefox on Windows · This computer' })).toBeVisible();
    await expectNoAxeViolations(page, `devices card from the e-mail ${theme} ${size}`);
    await saveScreenshot(page, `profile-devices-linked-${theme}-${size}`);
  });
});

test("'Sign out everywhere else' asks first, then signs every other device out and keeps this one", async ({ page, browser, baseURL, account }) => {
  const phone = await signInElsewhere(browser, baseURL, account, IPHONE);
  const laptop = await signInElsewhere(browser, baseURL, account, FIREFOX_WINDOWS);
  await openProfile(page);
  await expect(devicesList(page)).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Signed-in devices' })).toContainText('Firefox on Windows');

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toContainText('The 2 other devices signed in to your account will be signed out. This device stays signed in.');
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(devicesList(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out of 2 other devices.' })).toBeVisible();
  await expect(devicesList(page)).toHaveCount(1);
  await expect(devicesList(page).first()).toContainText('This device');

  for (const device of [phone, laptop]) {
    await device.page.reload();
    await expect(device.page).toHaveURL(/\/login/);
    await device.context.close();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
});

test('a list that cannot load says so and can be asked again', async ({ page, account: _account }) => {
  await page.route('**/api/devices', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }) }));
  await openProfile(page);
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your devices right now." })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('region', { name: 'Signed-in devices' }).getByRole('button', { name: 'Try again' }).click();
  await expect(devicesList(page)).toHaveCount(1);
});

test('the profile with a plan, preferences and two devices: axe clean and screenshots at 1280 and 390 px in both themes', async ({ page, browser, baseURL, account }) => {
  test.setTimeout(90_000);
  const response = await page.request.post('/api/subscriptions', { headers: originOf(baseURL), data: { plan: 'yearly' } });
  expect(response.status()).toBe(201);
  const phone = await signInElsewhere(browser, baseURL, account, IPHONE);
  await inEveryLook(page, async (theme, size) => {
    await openProfile(page);
    await expect(devicesList(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await expectNoAxeViolations(page, `profile ${theme} ${size}`);
    await saveScreenshot(page, `profile-settings-${theme}-${size}`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your plan?' })).toBeVisible();
    await expectNoAxeViolations(page, `profile cancel dialog ${theme} ${size}`);
    await saveScreenshot(page, `profile-cancel-dialog-${theme}-${size}`);
    await page.keyboard.press('Escape');
  });
  await phone.context.close();
});

import type { Page } from '@playwright/test';
import { originOf, type TestAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE, saveScreenshot } from './support/screenshots';
import { suiteNow } from './support/suite-clock';
import { storeTheme, THEMES } from './support/theme';
import { totpCode } from './support/totp';

// docs/product/accounts.md "Two-factor sign-in" (issue 23 §2): set up from the profile with the key
// shown as text, the code computed from it as an authenticator app would, on the suite's clock.

const card = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

/** 'Turn on', the password, then the key as text; answers the key without its spaces. */
async function startSetup(page: Page, account: TestAccount): Promise<string> {
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  await card(page).getByLabel('Password').fill(account.password);
  await card(page).getByRole('button', { name: 'Continue' }).click();
  await expect(card(page).getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await card(page).getByTestId('two-factor-secret').innerText()).replaceAll(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  return key;
}

/** The first code turns it on; answers the recovery codes shown once. */
async function confirmSetup(page: Page, key: string): Promise<string[]> {
  await card(page).getByLabel('6-digit code').fill(totpCode(key, suiteNow()));
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  const codes = card(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return codes.allInnerTexts();
}

async function signOut(page: Page) {
  await openProfile(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function passwordStep(page: Page, account: TestAccount) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

const signedIn = (page: Page) => expect(page.getByRole('link', { name: 'Profile settings' })).toBeVisible();

test('turned on from the key shown as text, then sign-in asks for the code, a recovery code works once, and the password turns it off', async ({ page, account }) => {
  await openProfile(page);
  await expect(card(page)).toContainText('Two-factor sign-in is off.');
  const key = await startSetup(page, account);

  // A wrong first code leaves it off.
  await card(page).getByLabel('6-digit code').fill(totpCode(key, new Date(suiteNow().getTime() - 10 * 60_000)));
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(card(page).getByRole('alert')).toContainText("That code didn't work.");

  const codes = await confirmSetup(page, key);
  await expect(card(page).getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' })).toBeVisible();
  const download = page.waitForEvent('download');
  await card(page).getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cadence-recovery-codes.txt');
  const saved = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(saved).toString('utf8')).toContain(codes[0]);
  await card(page).getByRole('button', { name: 'I saved them' }).click();
  await expect(card(page)).toContainText('Two-factor sign-in is on. 10 recovery codes left.');

  // Signing in: the password, then the code. The code that turned it on was used; the app's next one works.
  await signOut(page);
  await passwordStep(page, account);
  const field = page.getByLabel('6-digit code');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Trust this device for 30 days')).not.toBeChecked();
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await field.fill(totpCode(key, new Date(suiteNow().getTime() - 10 * 60_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText("That code didn't work. Check your authenticator app and try again.");
  await field.fill(totpCode(key, new Date(suiteNow().getTime() + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);

  // A recovery code instead.
  await signOut(page);
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);
  await openProfile(page);
  await expect(card(page)).toContainText('9 recovery codes left.');

  // Off, with the password.
  await card(page).getByRole('button', { name: 'Turn off' }).click();
  await card(page).getByLabel('Password').fill(account.password);
  await card(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(card(page).getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible();
  await signOut(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signedIn(page);
});

/** Turned on through the API (the looks of the sign-in's second step need no profile visit first). */
async function turnOnThroughApi(page: Page, baseURL: string | undefined, account: TestAccount) {
  const headers = originOf(baseURL);
  const enable = await page.request.post('/api/auth/two-factor/enable', { headers, data: { password: account.password } });
  expect(enable.status(), await enable.text()).toBe(200);
  const { secret } = (await enable.json()) as { secret: string };
  const confirm = await page.request.post('/api/auth/two-factor/verify-totp', { headers, data: { code: totpCode(secret, suiteNow()) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect((await page.request.post('/api/auth/sign-out', { headers, data: {} })).status()).toBe(200);
}

for (const theme of THEMES) {
  const look = async (page: Page, name: string) => {
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page, `${name} (${theme}, ${size.width} px)`);
      await saveScreenshot(page, `two-factor-${name}-${theme}`);
    }
  };

  test(`the card's states look right and pass axe (${theme})`, async ({ page, account }) => {
    await storeTheme(page, theme);
    await openProfile(page);
    await card(page).scrollIntoViewIfNeeded();
    await look(page, 'off');
    const key = await startSetup(page, account);
    await look(page, 'setup');
    await confirmSetup(page, key);
    await look(page, 'recovery-codes');
    await card(page).getByRole('button', { name: 'I saved them' }).click();
    await expect(card(page)).toContainText('10 recovery codes left.');
    await look(page, 'on');
  });

  test(`the sign-in's code step looks right and passes axe (${theme})`, async ({ page, baseURL, account }) => {
    await storeTheme(page, theme);
    await turnOnThroughApi(page, baseURL, account);
    await page.goto('/login');
    await passwordStep(page, account);
    await look(page, 'code-step');
    await page.getByLabel('6-digit code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is 6 digits')).toBeVisible();
    await look(page, 'code-step-error');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await look(page, 'recovery-step');
  });
}

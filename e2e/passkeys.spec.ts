import type { Page } from '@playwright/test';
import { newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { SAVES_SCREENSHOTS, saveScreenshot } from './support/screenshots';
import { inEveryLook } from './support/theme';

// docs/product/accounts.md "Passkeys" (issue 23 §1), with Chromium's virtual authenticator standing in
// for the device's fingerprint reader or screen lock.

/** A platform authenticator that holds passkeys and verifies the person every time, as a laptop's would. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

const passkeyList = (page: Page) => page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem');

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

/** The browser's offer in the Email field (conditional UI): the virtual authenticator picks the passkey at once. */
async function signInFromEmailField(page: Page) {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(page.getByRole('link', { name: 'Profile settings' })).toBeVisible();
}

/** From now on, a browser that makes no offer in the Email field (this page and the next ones). */
async function withoutEmailFieldOffer(page: Page) {
  const noOffer = () => Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  await page.addInitScript(noOffer);
  await page.evaluate(noOffer);
}

test('sign up with a passkey, no password: the link confirms and signs in, the passkey is made there, then signs in', async ({ page, request }) => {
  await addVirtualAuthenticator(page);
  const { email } = newAccount('passkey-sign-up');
  await page.goto('/login?signup=true');
  await page.getByRole('button', { name: 'Sign up with a passkey instead' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent an e-mail to ${email}.`)).toBeVisible();

  // The link signs the person in and opens 'Add a passkey', its name field ready: nothing was made before
  // the address was proven, so nobody else's device can hold a way in.
  const mail = await waitForMail(request, email, 'type=signup');
  await page.goto(linkIn(mail, 'type=signup'));
  await expect(page).toHaveURL(/\/profile\?passkey=new/);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('Your address is confirmed. Create a passkey now: it is how you sign in to Cadence.')).toBeVisible();
  await expect(card.getByLabel('Passkey name')).toBeFocused();
  await expectNoAxeViolations(page, 'add a passkey after a passwordless sign-up');
  await saveScreenshot(page, 'passkeys-after-sign-up');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(card.getByText('Passkey added.')).toBeVisible();
  await expect(passkeyList(page)).toHaveCount(1);
  await page.context().clearCookies();

  await signInFromEmailField(page);
  // The only way into an account without a password stays.
  await openProfile(page);
  await expect(passkeyList(page)).toHaveCount(1);
  await expect(passkeyList(page).first()).toContainText('Last used today');
  await passkeyList(page).first().getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove passkey' }).click();
  await expect(passkeyList(page).first().getByRole('alert')).toContainText('This is the only way to sign in to your account.');
  await expect(passkeyList(page)).toHaveCount(1);
});

test('the Email field\'s offer that gets no challenge says nothing: the sign-in works, and the button says why it cannot start', async ({ page }) => {
  // Found in the full suite: every /login load begins a ceremony, all from one address, and past the
  // cap the offer's refusal showed 'Too many attempts' over a password sign-in nobody had made yet.
  await addVirtualAuthenticator(page);
  await page.route('**/api/auth/passkey/sign-in-options', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '120' }, json: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 2 minutes.' } } }),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toHaveText('Too many attempts. Please try again in 2 minutes.');
});

test('a signed-in person adds a passkey, signs out, signs in with it, renames and removes it', async ({ page, account: _account }) => {
  await addVirtualAuthenticator(page);
  await openProfile(page);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card).toContainText('No passkey yet.');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const name = card.getByLabel('Passkey name');
  await expect(name).toHaveValue(/^\S+ on \S+/);
  await name.fill('Work laptop');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible();
  await expect(passkeyList(page)).toHaveCount(1);
  await expect(passkeyList(page).first()).toContainText('Work laptop');
  await expect(passkeyList(page).first()).toContainText('Never used');

  // Signed out, the sign-in screen's Email field offers the passkey, and picking it signs in.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Profile settings' })).toBeVisible();
  // Where the browser makes no such offer, the button does it.
  await openProfile(page);
  await withoutEmailFieldOffer(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('link', { name: 'Profile settings' })).toBeVisible();

  await openProfile(page);
  await expect(passkeyList(page).first()).toContainText('Last used today');
  await page.getByRole('button', { name: 'Rename Work laptop' }).click();
  await card.getByLabel('Passkey name').fill('Desk');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(passkeyList(page).first()).toContainText('Desk');

  await page.getByRole('button', { name: 'Remove Desk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey removed.' })).toBeVisible();
  await expect(card).toContainText('No passkey yet.');
});

test('the passkey card: axe clean, screenshots at 1280 and 390 px in both themes', async ({ page, account: _account }) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  await openProfile(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(passkeyList(page)).toHaveCount(1);
  await inEveryLook(page, async (theme, size) => {
    await openProfile(page);
    await expect(passkeyList(page)).toHaveCount(1);
    await page.getByRole('region', { name: 'Passkeys' }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, `profile passkeys ${theme} ${size}`);
    await saveScreenshot(page, `passkeys-profile-${theme}-${size}`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectNoAxeViolations(page, `profile add passkey ${theme} ${size}`);
    await saveScreenshot(page, `passkeys-add-${theme}-${size}`);
    // The card alone, to look at closely (the profile is long).
    if (SAVES_SCREENSHOTS) await page.getByRole('region', { name: 'Passkeys' }).screenshot({ path: `e2e/artifacts/passkeys-card-${theme}-${size}.png`, animations: 'disabled' });
  });
});

test('the sign-in and the passkey sign-up: axe clean, screenshots at 1280 and 390 px in both themes', async ({ page }) => {
  await inEveryLook(page, async (theme, size) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expectNoAxeViolations(page, `sign-in with passkey ${theme} ${size}`);
    await saveScreenshot(page, `passkeys-sign-in-${theme}-${size}`);
    await page.goto('/login?signup=true');
    await page.getByRole('button', { name: 'Sign up with a passkey instead' }).click();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expectNoAxeViolations(page, `passkey sign-up ${theme} ${size}`);
    await saveScreenshot(page, `passkeys-sign-up-${theme}-${size}`);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chooseFromMenu } from './todos-helpers';

// issue 6 "Also": zod's JIT tried `new Function` under a CSP without 'unsafe-eval', and every form that
// parses with a shared schema raised a violation report. The forms must run with no violation at all.

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`));
  });
  return violations;
}

test('the profile and task forms parse with the shared schemas without a CSP violation', async ({ page, account: _account }) => {
  const violations = await recordViolations(page);

  await page.goto('/profile');
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();

  await page.goto('/todos');
  await page.getByRole('button', { name: 'New Task' }).click();
  await page.getByLabel('Title').fill('Strict page, strict schemas');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByRole('article', { name: 'Strict page, strict schemas' })).toBeVisible();
  await chooseFromMenu(page, 'Strict page, strict schemas', 'Edit');
  await page.getByLabel('Title').fill('Strict page, strict schemas, edited');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('article', { name: 'Strict page, strict schemas, edited' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('favicon and robots.txt are real files; a missing file is a 404, not the app', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect((await request.get('/robots.txt')).status()).toBe(200);
  for (const path of ['/.env', '/missing.js', '/assets/index.js.map']) {
    expect((await request.get(path, { headers: { accept: 'text/html' } })).status(), path).toBe(404);
  }
});

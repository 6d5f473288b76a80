import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { originOf } from './accounts';

/** Activates a demo plan for the signed-in page's user through the API, as the /subscription page does. */
export async function subscribeThroughApi(page: Page, baseURL: string | undefined, plan: 'monthly' | 'yearly' = 'yearly'): Promise<void> {
  const response = await page.request.post('/api/subscriptions', { headers: originOf(baseURL), data: { plan } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Answers the next calls to `path` with an API error, as the server would send it. */
export async function answerWithError(page: Page, path: string, status: number, code: string, message: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: { code, message } }) }));
}

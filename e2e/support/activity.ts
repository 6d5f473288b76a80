import { expect, type Page } from '@playwright/test';
import { originOf } from './accounts';
import { msAgo } from './suite-clock';

// The Activity screen as a person finds it, and the timer's API for setting up a test quickly.

export async function openActivity(page: Page): Promise<void> {
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
}

export const startForm = (page: Page) => page.getByRole('region', { name: 'Start New Activity' });
export const currentCard = (page: Page) => page.getByRole('region', { name: 'Current Activity' });
export const miniTracker = (page: Page) => page.getByRole('region', { name: 'Activity timer' });
export const history = (page: Page) => page.getByRole('region', { name: 'Activity History' });
export const historyItem = (page: Page, title: string) => history(page).getByRole('article', { name: title, exact: true });

/** hh:mm:ss as seconds. */
export function clockSeconds(text: string): number {
  const [h, m, s] = text.trim().split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

/** Reads a timer on screen ('Elapsed time') in seconds. */
export async function timerSeconds(page: Page, scope: ReturnType<Page['getByRole']>): Promise<number> {
  return clockSeconds((await scope.getByRole('timer', { name: 'Elapsed time' }).textContent()) ?? '');
}

/** Fills 'Start New Activity' and starts the timer, as a person would. */
export async function startActivity(page: Page, activity: { title: string; type?: string; description?: string; task?: string }): Promise<void> {
  const form = startForm(page);
  await form.getByLabel('Title').fill(activity.title);
  if (activity.type) await form.getByLabel('Type').selectOption({ label: activity.type });
  if (activity.description) await form.getByLabel('Description').fill(activity.description);
  if (activity.task) await form.getByLabel('Linked Task').selectOption({ label: activity.task });
  await form.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(currentCard(page)).toContainText(activity.title);
}

/** Starts a timer through the API as the page's user (a person's other device). */
export async function startThroughApi(page: Page, baseURL: string | undefined, body: Record<string, unknown>) {
  const response = await page.request.post('/api/activity-session', { headers: originOf(baseURL), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { session: { id: string; updatedAt: string } };
}

/** Adds a past activity through the API (reload to see it). */
export async function addPastActivity(page: Page, baseURL: string | undefined, activity: { title: string; type?: string; startedAt: string; durationSeconds: number; energy?: number; description?: string }) {
  const response = await page.request.post('/api/activities', { headers: originOf(baseURL), data: activity });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** An instant `hours` ago on the suite's clock, as an ISO string. */
export function hoursAgo(hours: number): string {
  return msAgo(hours * 3_600_000);
}

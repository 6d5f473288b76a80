import { expect, type Page } from '@playwright/test';
import { originOf } from './accounts';
import { localDate, localInstant, suiteNow } from './suite-clock';

// The dashboard's landmarks, found as a person (or a screen reader) would find them.

export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  // The first load of a fresh server builds its chunks' caches: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Productive Time' })).toBeVisible({ timeout: 20_000 });
}

export function statCard(page: Page, name: 'Productive Time' | 'Active Goals' | 'Habits Today') {
  return page.getByRole('group', { name });
}

export function dashboardRegion(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** True when nothing on the page is wider than the window (no sideways scroll). */
export async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

interface SavedGoal {
  id: string;
  milestones: Array<{ id: string }>;
}

/**
 * Seeds a goal through the goals API as the page's signed-in user (as another tab or device would);
 * `completed` ticks its one milestone, which completes the goal.
 */
export async function addGoal(page: Page, baseURL: string | undefined, title: string, options: { completed?: boolean } = {}): Promise<void> {
  const headers = originOf(baseURL);
  const response = await page.request.post('/api/goals', { headers, data: { title, milestones: [{ title: 'First step' }] } });
  expect(response.status(), await response.text()).toBe(201);
  if (!options.completed) return;
  const goal = (await response.json()) as SavedGoal;
  const tick = await page.request.patch(`/api/goals/${goal.id}/milestones/${goal.milestones[0]!.id}`, { headers, data: { completed: true } });
  expect(tick.status(), await tick.text()).toBe(200);
}

/** Writes a journal entry through the journal API (it is dated now). */
export async function addEntry(page: Page, baseURL: string | undefined, entry: { content: string; mood: number; tags?: string[] }): Promise<void> {
  const response = await page.request.post('/api/journal', { headers: originOf(baseURL), data: entry });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs a mood check-in through the moods API at noon, local time, `daysAgo` local days back. */
export async function addMoodCheckIn(page: Page, baseURL: string | undefined, value: number, daysAgo: number): Promise<void> {
  // Noon of that day; today, noon or the present, whichever is earlier (a check-in is never in the future).
  const noon = localInstant(localDate(-daysAgo), 12);
  const loggedAt = Date.parse(noon) > suiteNow().getTime() ? suiteNow().toISOString() : noon;
  const response = await page.request.post('/api/moods', { headers: originOf(baseURL), data: { value, loggedAt } });
  expect(response.status(), await response.text()).toBe(201);
}

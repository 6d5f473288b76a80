import { expect, type Page } from '@playwright/test';
import { originOf } from './support/accounts';
import { SUITE_ZONE } from './support/suite-clock';

export { localDate } from './support/suite-clock';

// The habits screen as a person finds it, and habits set up through the API as the page's user.

export interface HabitInput {
  title: string;
  description?: string;
  frequency?: 'daily' | 'weekly' | 'monthly';
  timeOfDay?: 'morning' | 'afternoon' | 'evening' | 'night' | null;
  category?: 'wellness' | 'fitness' | 'productivity' | 'personal' | 'learning';
  color?: string;
  /** docs/product/habits.md "Targets", "Amounts". */
  targetCount?: number;
  targetAmount?: number;
  unit?: string;
}

export interface SavedHabit extends HabitInput {
  id: string;
}

/** The zone the browser reports, so "today" is the same day for the API calls and the screen. */
const apiHeaders = (baseURL: string | undefined) => ({ ...originOf(baseURL), 'x-timezone': SUITE_ZONE });

export async function openHabits(page: Page) {
  await page.goto('/habits');
  await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible();
}

export async function addHabit(page: Page, baseURL: string | undefined, habit: HabitInput): Promise<SavedHabit> {
  const response = await page.request.post('/api/habits', { headers: apiHeaders(baseURL), data: habit });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedHabit;
}

/** Marks each of these days done through the API ('YYYY-MM-DD'). */
export async function markDays(page: Page, baseURL: string | undefined, habitId: string, dates: readonly string[]) {
  for (const date of dates) {
    const response = await page.request.put(`/api/habits/${habitId}/completions/${date}`, { headers: apiHeaders(baseURL) });
    expect(response.status(), await response.text()).toBe(200);
  }
}

export const habitCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** The name a day has in the trackers, as the screen formats it. */
export async function dayName(page: Page, date: string): Promise<string> {
  return page.evaluate((d) => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)), date);
}

import { expect, type Page } from '@playwright/test';
import { originOf } from './accounts';
import { SUITE_ZONE } from './suite-clock';

// The journal as a person finds it, and entries or check-ins made through the API for a test's setup.

export interface EntryInput {
  content: string;
  mood?: number;
  tags?: string[];
  highlights?: string[];
  gratitude?: string[];
  /** When it was written, for an entry about an earlier day (docs/product/journal.md "Days"). */
  createdAt?: string;
}

export interface SavedEntry extends Required<EntryInput> {
  id: string;
  date: string;
  createdAt: string;
  updatedAt: string;
}

/** The browser's zone, so the server's days are the page's days. */
const zoneHeader = async (_page: Page) => ({ 'x-timezone': SUITE_ZONE });

/** Writes an entry through the API as the page's signed-in user; reload the journal to see it. */
export async function addEntry(page: Page, baseURL: string | undefined, entry: EntryInput): Promise<SavedEntry> {
  const response = await page.request.post('/api/journal', { headers: { ...originOf(baseURL), ...(await zoneHeader(page)) }, data: entry });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedEntry;
}

/** Writes `count` entries, `batch` at a time. */
export async function addEntries(page: Page, baseURL: string | undefined, count: number, make: (index: number) => EntryInput): Promise<void> {
  const batch = 10;
  for (let start = 0; start < count; start += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, offset) => addEntry(page, baseURL, make(start + offset))));
  }
}

export async function logMood(page: Page, baseURL: string | undefined, log: { value: number; notes?: string; factors?: string[]; loggedAt?: string }): Promise<void> {
  const response = await page.request.post('/api/moods', { headers: originOf(baseURL), data: log });
  expect(response.status(), await response.text()).toBe(201);
}

export async function openJournal(page: Page, path = '/journal') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible({ timeout: 15_000 });
}

/** The entry written at `createdAt`, by the name its card carries. */
export function entryCard(page: Page, content: string) {
  return page.getByRole('article').filter({ hasText: content });
}

/** The page must not scroll sideways: nothing wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

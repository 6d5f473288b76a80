import { expect, type Page } from '@playwright/test';
import { originOf } from './accounts';

export interface TaskInput {
  title: string;
  priority?: 'high' | 'medium' | 'low';
  status?: 'not_started' | 'in_progress' | 'completed';
  dueDate?: string;
  category?: string;
  estimatedMinutes?: number;
  description?: string;
}

export interface SavedTask extends TaskInput {
  id: string;
  updatedAt: string;
}

/** Creates a task through the API as the page's signed-in user; reload the board to see it. */
export async function addTask(page: Page, baseURL: string | undefined, task: TaskInput): Promise<SavedTask> {
  const response = await page.request.post('/api/todos', { headers: originOf(baseURL), data: task });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedTask;
}

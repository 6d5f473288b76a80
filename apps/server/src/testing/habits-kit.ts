import type { Habit } from '@cadence/shared';
import type { TestApp } from './create-test-app';
import type { SignedInUser } from './factories';

// The habits API tests' own helpers: typed calls through the real app. Users come from testing/factories.ts.
export { buildTodo, signedInUser, type SignedInUser } from './factories';

export function habitCalls(t: TestApp, user: SignedInUser, headers: Record<string, string> = {}) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/habits${path}`, { ...init, cookie: user.cookie, headers });
  return {
    list: () => call(''),
    get: (id: string) => call(`/${id}`),
    create: (json: unknown) => call('', { json }),
    edit: (id: string, json: unknown) => call(`/${id}`, { method: 'PATCH', json }),
    remove: (id: string) => call(`/${id}`, { method: 'DELETE' }),
    restore: (id: string) => call(`/${id}/restore`, { method: 'POST' }),
    markDone: (id: string, date: string) => call(`/${id}/completions/${date}`, { method: 'PUT' }),
    markNotDone: (id: string, date: string) => call(`/${id}/completions/${date}`, { method: 'DELETE' }),
    log: (id: string, query: string) => call(`/${id}/completions?${query}`),
    /** docs/product/habits.md "Amounts". */
    logAmount: (id: string, date: string, json: unknown) => call(`/${id}/amounts/${date}`, { method: 'PUT', json }),
    /** docs/product/habits.md "Rest days": /api/habit-breaks. */
    listBreaks: () => t.request('/api/habit-breaks', { cookie: user.cookie, headers }),
    addBreak: (json: unknown) => t.request('/api/habit-breaks', { json, cookie: user.cookie, headers }),
    removeBreak: (id: string) => t.request(`/api/habit-breaks/${id}`, { method: 'DELETE', cookie: user.cookie, headers }),
    async listJson() {
      return (await (await call('')).json()) as Habit[];
    },
    async createJson(json: Record<string, unknown> = {}) {
      const response = await call('', { json: { title: 'Meditate', ...json } });
      if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as Habit;
    },
    /** Marks each date done, one after another; answers the habit after the last. */
    async markDays(id: string, dates: readonly string[]) {
      let habit: Habit | undefined;
      for (const date of dates) {
        const response = await call(`/${id}/completions/${date}`, { method: 'PUT' });
        if (response.status !== 200) throw new Error(`marking ${date} failed: ${response.status} ${await response.text()}`);
        habit = (await response.json()) as Habit;
      }
      return habit;
    },
  };
}

/** The edit form's body for a habit: the whole form, as the dialog sends it. */
export function habitFormOf(habit: Habit, changes: Record<string, unknown> = {}) {
  return { title: habit.title, description: habit.description, frequency: habit.frequency, timeOfDay: habit.timeOfDay, category: habit.category, color: habit.color, ...changes };
}

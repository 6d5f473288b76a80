import type { Goal, UpdateGoalRequest } from '@cadence/shared';
import type { TestApp } from './create-test-app';
import type { SignedInUser } from './factories';

// The goal API tests' own helpers: typed calls, a goal made through the API, the edit form's body.
export { signedInUser, type SignedInUser } from './factories';

export function goalCalls(t: TestApp, user: SignedInUser, headers: Record<string, string> = {}) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/goals${path}`, { ...init, cookie: user.cookie, headers });
  return {
    list: () => call(''),
    get: (id: string) => call(`/${id}`),
    create: (json: unknown) => call('', { json }),
    edit: (id: string, json: unknown) => call(`/${id}`, { method: 'PATCH', json }),
    tick: (id: string, milestoneId: string, completed = true) => call(`/${id}/milestones/${milestoneId}`, { method: 'PATCH', json: { completed } }),
    remove: (id: string) => call(`/${id}`, { method: 'DELETE' }),
    restore: (id: string) => call(`/${id}/restore`, { method: 'POST' }),
    async listJson() {
      return (await (await call('')).json()) as Goal[];
    },
    async getJson(id: string) {
      return (await (await call(`/${id}`)).json()) as Goal;
    },
    async tickJson(id: string, milestoneId: string, completed = true) {
      const response = await call(`/${id}/milestones/${milestoneId}`, { method: 'PATCH', json: { completed } });
      if (response.status !== 200) throw new Error(`tick failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as Goal;
    },
  };
}

/** A goal made through the API, with milestones titled as given. */
export async function buildGoal(t: TestApp, user: SignedInUser, fields: Record<string, unknown> & { milestoneTitles?: string[] } = {}): Promise<Goal> {
  const { milestoneTitles = [], ...rest } = fields;
  const response = await goalCalls(t, user).create({ title: 'Run a marathon', milestones: milestoneTitles.map((title) => ({ title })), ...rest });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Goal;
}

/** The edit form's body for a goal as it stands: the whole form, as the dialog sends it. */
export function editFormOf(goal: Goal, changes: Partial<UpdateGoalRequest> = {}): UpdateGoalRequest {
  return {
    title: goal.title,
    description: goal.description,
    category: goal.category,
    targetDate: goal.targetDate,
    milestones: goal.milestones.map(({ id, title, dueDate }) => ({ id, title, dueDate })),
    expectedUpdatedAt: goal.updatedAt,
    ...changes,
  };
}

import type { Activity, ActivityPage, SessionState, StoppedSession } from '@cadence/shared';
import type { TestApp } from './create-test-app';
import type { SignedInUser } from './factories';

// The activity API tests' own helpers: typed calls as one user (or one of their tabs). Users and tasks
// come from testing/factories.ts.
export { buildTodo, signedInUser, type SignedInUser } from './factories';

export function activityCalls(t: TestApp, user: SignedInUser, headers: Record<string, string> = {}) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: user.cookie, headers });
  const action = (name: string) => (sessionId: string | undefined, extra: Record<string, unknown> = {}) => call(`/api/activity-session/${name}`, { json: { sessionId, ...extra } });
  return {
    session: () => call('/api/activity-session'),
    start: (json: unknown) => call('/api/activity-session', { json }),
    pause: action('pause'),
    resume: action('resume'),
    keep: action('keep'),
    stop: action('stop'),
    discard: action('discard'),
    trim: (sessionId: string | undefined, endedAt: string) => call('/api/activity-session/trim', { json: { sessionId, endedAt } }),
    list: (query = '') => call(`/api/activities${query}`),
    get: (id: string) => call(`/api/activities/${id}`),
    create: (json: unknown) => call('/api/activities', { json }),
    rate: (id: string, json: unknown) => call(`/api/activities/${id}`, { method: 'PATCH', json }),
    edit: (id: string, json: unknown) => call(`/api/activities/${id}`, { method: 'PATCH', json }),
    remove: (id: string) => call(`/api/activities/${id}`, { method: 'DELETE' }),
    restore: (id: string) => call(`/api/activities/${id}/restore`, { method: 'POST' }),
    async sessionJson() {
      return (await (await call('/api/activity-session')).json()) as SessionState;
    },
    async startJson(json: unknown) {
      const response = await call('/api/activity-session', { json });
      if (response.status !== 201) throw new Error(`start failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as SessionState;
    },
    async stopJson(sessionId: string) {
      const response = await call('/api/activity-session/stop', { json: { sessionId } });
      if (response.status !== 200) throw new Error(`stop failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as StoppedSession;
    },
    async pageJson(query = '') {
      return (await (await call(`/api/activities${query}`)).json()) as ActivityPage;
    },
    async createJson(json: Record<string, unknown>) {
      const response = await call('/api/activities', { json });
      if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as Activity;
    },
  };
}

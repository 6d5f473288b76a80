import type { ChangeEvent } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../features/dashboard/api/dashboard-keys';
import { aiKeys } from '../../features/assistant/api/ai-keys';
import { subscriptionKeys } from '../../features/subscription/api/subscription-keys';
import { goalKeys } from '../../features/goals/api/goal-keys';
import { habitKeys } from '../../features/habits/api/habit-keys';
import { journalKeys, moodKeys } from '../../features/journal/api/journal-keys';
import { accessTokenKeys } from '../../features/access/tokens/access-token-keys';
import { activityKeys } from '../../features/activity/api/activity-keys';
import { agentChangeKeys } from '../../features/access/changes/api/agent-changes';
import { reminderKeys } from '../../features/reminders/api/reminder-keys';
import { todoKeys } from '../../features/todos/api/todo-keys';
import { profileQueryKey } from '../../lib/profile-query';

export type AreaInvalidation = (queryClient: QueryClient, event: ChangeEvent) => Promise<unknown> | void;

/**
 * What a change in each area makes stale in this tab's cache (docs/architecture.md "Live sync"). The
 * composition lives in app/ so lib/ never imports a feature; every area adds its line the day it lands.
 */
export const AREA_INVALIDATIONS: Record<string, AreaInvalidation> = {
  // A goal card counts its linked tasks and habits (docs/product/goals.md "Linked tasks and habits").
  todos: (queryClient) => Promise.all([queryClient.invalidateQueries({ queryKey: todoKeys.all }), queryClient.invalidateQueries({ queryKey: goalKeys.all })]),
  profile: (queryClient) => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  // A task completed elsewhere marks its habit: the 'habits' event comes from the habits capability.
  habits: (queryClient) => Promise.all([queryClient.invalidateQueries({ queryKey: habitKeys.all }), queryClient.invalidateQueries({ queryKey: goalKeys.all })]),
  // A plan activated in another tab unlocks the AI controls here too (docs/product/subscription.md "Activation").
  subscription: (queryClient) => Promise.all([queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), queryClient.invalidateQueries({ queryKey: aiKeys.all })]),
  'ai-settings': (queryClient) => queryClient.invalidateQueries({ queryKey: aiKeys.settings() }),
  // A goal deleted or brought back (restore announces 'created') unlinks or relinks its tasks and habits.
  goals: (queryClient, event) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: goalKeys.all }),
      event.kind === 'updated' ? undefined : queryClient.invalidateQueries({ queryKey: todoKeys.list() }),
      event.kind === 'updated' ? undefined : queryClient.invalidateQueries({ queryKey: habitKeys.list() }),
    ]),
  // Entry moods feed the mood trend, so a journal change makes it stale too.
  journal: (queryClient) => Promise.all([queryClient.invalidateQueries({ queryKey: journalKeys.all }), queryClient.invalidateQueries({ queryKey: moodKeys.trend() })]),
  moods: (queryClient) => queryClient.invalidateQueries({ queryKey: moodKeys.all }),
  // The timer and the history (docs/product/activity.md "Several tabs and devices").
  activity: (queryClient) => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  // docs/product/reminders.md: notifications turned on or off on another device, settings saved there.
  'push-devices': (queryClient) => queryClient.invalidateQueries({ queryKey: reminderKeys.devices() }),
  'reminder-settings': (queryClient) => queryClient.invalidateQueries({ queryKey: reminderKeys.settings() }),
  // docs/product/access.md "Personal access tokens": a token made or revoked in another tab.
  'access-tokens': (queryClient) => queryClient.invalidateQueries({ queryKey: accessTokenKeys.all }),
  // docs/product/access.md "Undo": a change undone in another tab.
  'agent-changes': (queryClient) => queryClient.invalidateQueries({ queryKey: agentChangeKeys.all }),
};

/**
 * The dashboard reads every area and has no events of its own: a change in any of these areas also
 * makes it stale (docs/product/dashboard.md "Live updates"), whatever the area's own line does.
 */
export const DASHBOARD_SOURCE_AREAS = ['todos', 'habits', 'journal', 'moods', 'goals', 'activity'] as const;

for (const area of DASHBOARD_SOURCE_AREAS) {
  const own = AREA_INVALIDATIONS[area];
  AREA_INVALIDATIONS[area] = (queryClient, event) =>
    Promise.all([own?.(queryClient, event), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}

/**
 * A token's change arrives as a change of its area (docs/product/access.md "Activity log"): the
 * profile's log of those changes is stale too, whatever the area's own line does.
 */
export const AGENT_CHANGE_SOURCE_AREAS = ['todos', 'habits', 'journal', 'moods', 'activity'] as const;

for (const area of AGENT_CHANGE_SOURCE_AREAS) {
  const own = AREA_INVALIDATIONS[area];
  AREA_INVALIDATIONS[area] = (queryClient, event) => Promise.all([own?.(queryClient, event), queryClient.invalidateQueries({ queryKey: agentChangeKeys.all })]);
}

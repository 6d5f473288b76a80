// issue 9, issue 10: the activity history's first page (GET /api/activities, 50 activities on the fast
// list path) for a history of 2,000 past activities, beside pgbench of the plain select it runs
// (bench/lib/area-list.ts). The list runs one statement per request, LIST_ACTIVITIES.
import { ACTIVITY_PAGE_SIZE, ACTIVITY_TYPES } from '@cadence/shared';
import { LIST_ACTIVITIES } from '../apps/server/src/areas/activity/activities.repository';
import { type AreaListOptions, type SignedInApi, benchAreaList } from './lib/area-list';

const HOUR_MS = 3_600_000;
const BATCH = 10;

/**
 * Adds `count` past activities by hand (POST /api/activities), one every 3 hours back from now, each
 * over before the next begins (docs/product/activity.md "Past activities": they must be over by now).
 */
async function seedActivities(api: SignedInApi, count: number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const requests = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      requests.push(
        api.send('POST', '/api/activities', {
          title: `Activity ${index + 1}: a focused stretch of work`,
          type: ACTIVITY_TYPES[index % ACTIVITY_TYPES.length],
          description: index % 3 === 0 ? 'What was done, and what comes next.' : '',
          startedAt: new Date(now - (index + 1) * 3 * HOUR_MS).toISOString(),
          durationSeconds: 15 * 60 * (1 + (index % 8)),
          energy: 1 + (index % 10),
          focus: 1 + ((index * 3) % 10),
          satisfaction: 1 + ((index * 7) % 10),
        }),
      );
    }
    await Promise.all(requests);
  }
}

/** GET /api/activities (the first page) in a history of `activities` activities. */
export async function benchActivity(options: AreaListOptions & { activities?: number }): Promise<void> {
  const { activities = 2000 } = options;
  await benchAreaList(
    {
      area: 'activity',
      path: '/api/activities',
      size: `page of ${ACTIVITY_PAGE_SIZE} in ${activities.toLocaleString('en')} activities`,
      statements: [{ text: LIST_ACTIVITIES.text, parameters: ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff', String(ACTIVITY_PAGE_SIZE + 1)] }],
      // What listActivitiesJson sends for the first page: the cursor before every activity (its
      // FIRST_PAGE) and one row more than the page, to know whether another follows.
      tables: ['activities', 'todos'],
      seed: (api) => seedActivities(api, activities),
      check(body) {
        const page = body as { items: unknown[]; nextCursor: string | null };
        const full = activities > ACTIVITY_PAGE_SIZE;
        if (page.items.length !== Math.min(activities, ACTIVITY_PAGE_SIZE) || (page.nextCursor !== null) !== full) throw new Error('the activity page does not hold what was seeded');
      },
    },
    options,
  );
}

// issue 10: the goals list with its milestones (GET /api/goals, the fast list path) beside pgbench of
// the one statement it runs (bench/lib/area-list.ts): each goal with its milestones, tasks and habits
// (docs/product/goals.md "Linked tasks and habits", decision 022).
import { LIST_GOALS } from '../apps/server/src/areas/goals/goal-list.repository';
import { type AreaListOptions, type SignedInApi, benchAreaList } from './lib/area-list';

const CATEGORIES = ['personal', 'career', 'fitness', 'learning', 'financial', 'relationships'];

/** Creates `goals` goals of `milestones` milestones each through the API, and ticks about a third of the milestones. */
async function seedGoals(api: SignedInApi, goals: number, milestones: number): Promise<void> {
  for (let index = 0; index < goals; index += 1) {
    const goal = (await api.send('POST', '/api/goals', {
      title: `Goal ${index + 1}: a steady step toward something that matters`,
      description: index % 2 === 0 ? 'Why it matters, and what done looks like.' : '',
      category: CATEGORIES[index % CATEGORIES.length],
      targetDate: index % 3 === 0 ? null : `2027-0${(index % 9) + 1}-15`,
      milestones: Array.from({ length: milestones }, (_, step) => ({ title: `Milestone ${step + 1} of goal ${index + 1}`, dueDate: step % 2 === 0 ? `2026-12-${String(step + 10)}` : '' })),
    })) as { id: string; milestones: Array<{ id: string }> };
    for (const [step, milestone] of goal.milestones.entries()) {
      if ((index + step) % 3 === 0) await api.send('PATCH', `/api/goals/${goal.id}/milestones/${milestone.id}`, { completed: true });
    }
  }
}

/** GET /api/goals with G goals × M milestones beside pgbench of its plain select. */
export async function benchGoals(options: AreaListOptions & { goals?: number; milestonesPerGoal?: number }): Promise<void> {
  const { goals = 20, milestonesPerGoal = 5 } = options;
  await benchAreaList(
    {
      area: 'goals',
      path: '/api/goals',
      size: `${goals} goals × ${milestonesPerGoal} milestones`,
      statements: [LIST_GOALS],
      tables: ['goals', 'milestones', 'todos', 'habits', 'habit_completions'],
      seed: (api) => seedGoals(api, goals, milestonesPerGoal),
      check(body) {
        const listed = body as Array<{ milestones: unknown[] }>;
        if (listed.length !== goals || listed.some((goal) => goal.milestones.length !== milestonesPerGoal)) throw new Error('the goals list does not hold what was seeded');
      },
    },
    options,
  );
}

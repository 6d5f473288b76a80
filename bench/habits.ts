// issue 10: the habits list with 90 days of log each (GET /api/habits, the fast list path) beside
// pgbench of the plain select it runs (bench/lib/area-list.ts). The list runs one statement per
// request, LIST_HABITS (each habit with its done dates, amounts and rests), so that is the one pgbench runs.
import { HABIT_CATEGORIES, HABIT_FREQUENCIES, addDays, localDateInTimeZone } from '@cadence/shared';
import { LIST_HABITS } from '../apps/server/src/areas/habits/habits.repository';
import { type AreaListOptions, type SignedInApi, benchAreaList } from './lib/area-list';

/**
 * Creates `habits` habits through the API, of every frequency and category, and marks each done on
 * each of the last `days` days (today and the days before it, in UTC: the bench's requests name no
 * time zone, so the app takes UTC, docs/product/habits.md "Marking days").
 */
async function seedHabits(api: SignedInApi, habits: number, days: number): Promise<void> {
  // Issue 22's fields present: a goal, targets per period, amounts, and a week of rest for every habit
  // (docs/product/habits.md "Targets", "Amounts", "Rest days"; goals.md "Linked tasks and habits").
  const goal = (await api.send('POST', '/api/goals', { title: 'Feel better every day' })) as { id: string };
  const ids: string[] = [];
  for (let index = 0; index < habits; index += 1) {
    const frequency = HABIT_FREQUENCIES[index % HABIT_FREQUENCIES.length]!;
    const habit = (await api.send('POST', '/api/habits', {
      title: `Habit ${index + 1}: a small thing done often`,
      description: index % 2 === 0 ? 'Why it matters, and when it fits in the day.' : '',
      frequency,
      category: HABIT_CATEGORIES[index % HABIT_CATEGORIES.length],
      goalId: goal.id,
      targetCount: frequency === 'weekly' ? 3 : frequency === 'monthly' ? 10 : null,
      targetAmount: frequency === 'daily' && index % 2 === 0 ? 8 : null,
      unit: frequency === 'daily' && index % 2 === 0 ? 'glasses' : null,
    })) as { id: string };
    ids.push(habit.id);
  }
  const today = localDateInTimeZone(new Date(), 'UTC');
  await api.send('POST', '/api/habit-breaks', { habitId: null, startDate: addDays(today, -40), endDate: addDays(today, -34), reason: 'Travel' });
  for (let back = 0; back < days; back += 1) {
    const date = addDays(today, -back);
    await Promise.all(ids.map((id) => api.send('PUT', `/api/habits/${id}/completions/${date}`)));
  }
}

/** GET /api/habits with H habits × D days done, beside pgbench of LIST_HABITS. */
export async function benchHabits(options: AreaListOptions & { habits?: number; days?: number }): Promise<void> {
  const { habits = 10, days = 90 } = options;
  await benchAreaList(
    {
      area: 'habits',
      path: '/api/habits',
      size: `${habits} habits × ${days} days done`,
      statements: [{ text: LIST_HABITS.text }],
      tables: ['habits', 'habit_completions', 'habit_breaks', 'goals'],
      seed: (api) => seedHabits(api, habits, days),
      check(body) {
        const listed = body as Array<{ completions: unknown[] }>;
        if (listed.length !== habits || listed.some((habit) => habit.completions.length !== days)) throw new Error('the habits list does not hold what was seeded');
      },
    },
    options,
  );
}

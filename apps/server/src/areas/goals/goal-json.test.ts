import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { goalsJson } from './goal-list.repository';

// The list's hand-written JSON must be exactly what JSON.stringify of the same goals gives
// (docs/architecture.md "The fast list path").

const pgTimestamp = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => {
  const iso = date.toISOString();
  const millis = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis ? `.${millis}` : ''}+00`;
});
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const day = fc.option(fc.constantFrom('2026-01-31', '2027-12-01', '1999-02-28'), { nil: null });
const milestone = fc.record({ id: fc.uuid(), title: text, completed: fc.boolean(), dueDate: day });
const goal = fc.record({
  id: fc.uuid(),
  title: text,
  description: fc.option(text, { nil: null }),
  category: fc.constantFrom('personal', 'career', 'fitness', 'learning', 'financial', 'relationships'),
  targetDate: day,
  progress: fc.integer({ min: 0, max: 100 }),
  status: fc.constantFrom('active', 'completed'),
  completedAt: fc.option(pgTimestamp, { nil: null }),
  createdAt: pgTimestamp,
  updatedAt: pgTimestamp,
  milestones: fc.array(milestone, { maxLength: 6 }),
  tasks: fc.array(fc.record({ id: fc.uuid(), title: text, status: fc.constantFrom('not_started', 'in_progress', 'completed') }), { maxLength: 4 }),
  habits: fc.array(
    fc.record({ id: fc.uuid(), title: text, color: fc.constantFrom('#4C51BF', '#2F855A'), frequency: fc.constantFrom('daily', 'weekly', 'monthly'), lastDone: day }),
    { maxLength: 3 },
  ),
});

type GoalValue = typeof goal extends fc.Arbitrary<infer G> ? G : never;

/**
 * The rows LIST_GOALS gives for these goals: one per goal, its milestones, tasks and habits as JSON array
 * bodies (null for none). PostgreSQL writes those; goals-links.test.ts checks them against the single reads.
 */
function rowsOf(goals: GoalValue[]): unknown[][] {
  const body = (items: readonly object[]) => (items.length === 0 ? null : items.map((item) => JSON.stringify(item)).join(','));
  return goals.map((g) => [g.id, g.title, g.description, g.category, g.targetDate, g.progress, g.status, g.completedAt, g.createdAt, g.updatedAt, body(g.milestones), body(g.tasks), body(g.habits)]);
}

describe('goalsJson', () => {
  it('writes what JSON.stringify writes for the same goals and milestones (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(goal, { maxLength: 8, selector: (g) => g.id }), (goals) => {
        const expected = goals.map((g) => ({
          ...g,
          completedAt: g.completedAt === null ? null : toIsoTimestamp(g.completedAt),
          createdAt: toIsoTimestamp(g.createdAt),
          updatedAt: toIsoTimestamp(g.updatedAt),
        }));
        expect(goalsJson(rowsOf(goals))).toBe(JSON.stringify(expected));
      }),
    );
  });

  it('writes an empty list for no rows, and escapes quotes, backslashes, newlines and emoji', () => {
    expect(goalsJson([])).toBe('[]');
    const rows = rowsOf([
      {
        id: '0e3d2b9a-1111-4222-8333-944455556666',
        title: 'a "quoted" \\ goal\n😀',
        description: null,
        category: 'personal',
        targetDate: null,
        progress: 0,
        status: 'active',
        completedAt: null,
        createdAt: '2026-01-01 00:00:00+00',
        updatedAt: '2026-01-01 00:00:00+00',
        milestones: [{ id: '1e3d2b9a-1111-4222-8333-944455556666', title: '</script>"', completed: false, dueDate: null }],
        tasks: [],
        habits: [],
      },
    ]);
    const [parsed] = JSON.parse(goalsJson(rows)) as Array<{ title: string; milestones: Array<{ title: string }> }>;
    expect(parsed?.title).toBe('a "quoted" \\ goal\n😀');
    expect(parsed?.milestones[0]?.title).toBe('</script>"');
  });
});

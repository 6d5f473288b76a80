// docs/product/access.md "Undo": the pure part of undoing a change. One transaction may touch a row
// several times (a task added, then its status set); undo looks at each row once, from its state
// before the first write to its state after the last.

export interface LoggedWrite {
  tableName: string;
  rowId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const key = (value: Record<string, unknown> | null) => (value === null ? 'null' : JSON.stringify(value));

/**
 * Each row's writes of one change, collapsed: the `before` of its first write and the `after` of its
 * last. The writes of one row are chained by value (one write's `after` is the next one's `before`),
 * so rows logged in the same millisecond are still put in their real order.
 */
export function netRowsOf<T extends LoggedWrite>(writes: readonly T[]): T[] {
  const byRow = new Map<string, T[]>();
  for (const write of writes) {
    const id = `${write.tableName}:${write.rowId}`;
    byRow.set(id, [...(byRow.get(id) ?? []), write]);
  }
  return [...byRow.values()].map((chain) => {
    if (chain.length === 1) return chain[0]!;
    const afters = new Set(chain.map((write) => key(write.after)));
    const befores = new Set(chain.map((write) => key(write.before)));
    const first = chain.find((write) => write.before === null || !afters.has(key(write.before))) ?? chain[0]!;
    const last = chain.find((write) => write.after === null || !befores.has(key(write.after))) ?? chain.at(-1)!;
    return { ...first, after: last.after };
  });
}

/** Parents before children: a task before its checklist items, a habit before its days. */
const RANK: Readonly<Record<string, number>> = { todos: 0, habits: 0, journal_entries: 0, mood_logs: 0, task_checklist_items: 1, habit_completions: 1, habit_breaks: 1, activities: 1, active_sessions: 1 };
const rank = (write: LoggedWrite) => RANK[write.tableName] ?? 1;

/**
 * The order undo writes in: rows the change added are removed first (children before parents), then
 * changed rows get their old values, then removed rows come back (parents before children), so no
 * step trips a foreign key.
 */
export function undoOrder<T extends LoggedWrite>(rows: readonly T[]): T[] {
  const added = rows.filter((row) => row.before === null && row.after !== null).sort((a, b) => rank(b) - rank(a));
  const changed = rows.filter((row) => row.before !== null && row.after !== null);
  const removed = rows.filter((row) => row.before !== null && row.after === null).sort((a, b) => rank(a) - rank(b));
  return [...added, ...changed, ...removed];
}

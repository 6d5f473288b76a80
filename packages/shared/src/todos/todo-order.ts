/** The fields the board's order depends on. */
export interface TodoOrderKey {
  id: string;
  dueDate: string | null;
  createdAt: string;
}

/**
 * docs/product/todos.md "Order": due date ascending with undated tasks last, then newest first; the id breaks
 * exact ties so the server's ORDER BY and the board's optimistic re-sort agree.
 * Dates are 'YYYY-MM-DD' and timestamps ISO strings in UTC, so string order is time order.
 */
export function compareTodosForList(a: TodoOrderKey, b: TodoOrderKey): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  const aTime = Date.parse(a.createdAt);
  const bTime = Date.parse(b.createdAt);
  if (aTime !== bTime) return bTime - aTime;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

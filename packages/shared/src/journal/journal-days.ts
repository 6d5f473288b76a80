/** What grouping needs of an entry: its local date. */
export interface Dated {
  date: string;
}

export interface DayGroup<T extends Dated> {
  date: string;
  entries: T[];
}

/**
 * docs/product/journal.md "Days": entries come newest first, so each day's entries are
 * neighbours; a day split across two pages still makes one group.
 */
export function groupByDay<T extends Dated>(entries: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.date === entry.date) last.entries.push(entry);
    else groups.push({ date: entry.date, entries: [entry] });
  }
  return groups;
}

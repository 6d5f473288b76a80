// A habit's log as the screens hold it: the set of local dates marked done, kept sorted and without
// duplicates, so that two copies of the same log are the same array.

/** The log with `date` marked done (`done` true) or not done. */
export function withCompletion(dates: readonly string[], date: string, done: boolean): string[] {
  const others = dates.filter((existing) => existing !== date);
  if (!done) return others;
  const at = others.findIndex((existing) => existing > date);
  others.splice(at === -1 ? others.length : at, 0, date);
  return others;
}

/** docs/product/habits.md "Marking days": a day not done becomes done, a day done becomes not done. */
export function toggleCompletion(dates: readonly string[], date: string): string[] {
  return withCompletion(dates, date, !dates.includes(date));
}

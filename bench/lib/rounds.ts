/** A figure measured over several rounds: the median, and the spread the rounds showed. */
export interface Rounds<T> {
  median: T;
  all: T[];
}

/** Runs `measure` `count` times in a row and keeps the round whose `key` is the median. */
export async function inRounds<T>(count: number, measure: () => Promise<T>, key: (value: T) => number): Promise<Rounds<T>> {
  const all: T[] = [];
  for (let round = 0; round < count; round += 1) all.push(await measure());
  const sorted = [...all].sort((a, b) => key(a) - key(b));
  return { median: sorted[Math.floor(sorted.length / 2)]!, all };
}

export function spread<T>(rounds: Rounds<T>, key: (value: T) => number, digits = 0): string {
  const values = rounds.all.map(key);
  return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
}

import { randomUUID } from 'node:crypto';
import { repeatRuleSchema, type RepeatRule } from '@cadence/shared';
import type { ImportCollections } from './import-batch';

// docs/product/todos.md "Repeating tasks" and docs/product/data.md "Import": an imported task keeps
// its repeat rule and its place in its series. Tasks get new ids, so a series is named by its first
// occurrence's new id when that task comes too, else by one new id per series of the file; a pair
// (series, occurrence) the batch already holds is dropped from the later task, which stays as a one-off.

type ImportedTask = ImportCollections['tasks'][number];
export interface ImportedSeries {
  repeatRule: RepeatRule | null;
  seriesId: string | null;
  occurrence: number | null;
}

/** A function giving each task of a batch (with its new id) its rule, series and number. */
export function seriesPlacer(newIdOf: ReadonlyMap<string, string>): (task: ImportedTask, id: string) => ImportedSeries {
  const seriesIds = new Map<string, string>();
  const taken = new Set<string>();
  return (task, id) => {
    const repeatRule = task.repeat === null ? null : repeatRuleSchema.parse(task.repeat);
    if (task.seriesId === null || task.occurrence === null) return repeatRule === null ? { repeatRule, seriesId: null, occurrence: null } : { repeatRule, seriesId: id, occurrence: 1 };
    let seriesId = newIdOf.get(task.seriesId) ?? seriesIds.get(task.seriesId);
    if (seriesId === undefined) {
      seriesId = randomUUID();
      seriesIds.set(task.seriesId, seriesId);
    }
    const pair = `${seriesId}:${task.occurrence}`;
    if (taken.has(pair)) return { repeatRule: null, seriesId: null, occurrence: null };
    taken.add(pair);
    return { repeatRule, seriesId, occurrence: task.occurrence };
  };
}

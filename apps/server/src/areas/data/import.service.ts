import { randomUUID } from 'node:crypto';
import {
  DEFAULT_RATING,
  goalStanding,
  IMPORT_MESSAGES,
  IMPORT_REFUSED_SHOWN,
  noImportCounts,
  type ImportCounts,
  type ImportPreview,
  type ImportResult,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { inTransaction } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { IMPORT_COLLECTIONS, type ImportBatch, type ImportCollections } from './import-batch';
import { IMPORT_FORMAT_NAMES, readImportFiles } from './import-read';
import { checkBatch } from './import-rules';
import { seriesPlacer } from './import-series';
import { uploadFiles } from './import-upload';
import { claimKeys, deleteDraft, insertables, insertRows, keyedRows, liveIdsOf, newRestsForAll, saveDraft, takeDraft } from './import.repository';
import type { DataContext } from './data-context';

// docs/product/data.md "Import": a file is read, checked and kept as a draft (preview), then written in
// one transaction when the person confirms (commit). Nothing is written before the confirmation, and
// the commit writes all of the draft or nothing.

/** How long a preview waits for its confirmation. */
export const IMPORT_DRAFT_TTL_MS = 60 * 60 * 1000;

/** Where a file's row lands: the rows it adds (with their new ids) and the rows already in the account. */
interface Placement<Row> {
  /** source id → database id, for every row of the file that is or will be in the account. */
  ids: Map<string, string>;
  /** Rows to insert, with their new database ids. */
  fresh: Array<{ row: Row; id: string }>;
  /** Database ids of rows found already there (to check they still live before pointing at them). */
  existing: Set<string>;
  already: number;
}

/**
 * Sorts a collection's rows into new and already-there: an archive's row whose id is a live row of this
 * person (their own export imported back), or a row an earlier import made from the same source key.
 * With `claim`, the new rows' keys are claimed in this transaction; one another import won meanwhile
 * counts as already there.
 */
async function place<Row extends { id: string }>(
  db: Db,
  userId: string,
  batch: ImportBatch,
  name: (typeof IMPORT_COLLECTIONS)[number],
  rows: Row[],
  claim: boolean,
): Promise<Placement<Row>> {
  const keyOf = (row: Row) => `${name}:${batch.format === 'cadence' ? 'cadence:' : ''}${row.id}`;
  const ids = new Map<string, string>();
  const existing = new Set<string>();
  const own = batch.format === 'cadence' ? await liveIdsOf(db, name, userId, rows.map((row) => row.id)) : new Set<string>();
  const rest = rows.filter((row) => !own.has(row.id));
  for (const id of own) {
    ids.set(id, id);
    existing.add(id);
  }
  const keyed = await keyedRows(db, userId, rest.map(keyOf));
  let fresh = rest.filter((row) => !keyed.has(keyOf(row))).map((row) => ({ row, id: randomUUID() }));
  if (claim && fresh.length > 0) {
    const won = await claimKeys(db, userId, fresh.map(({ row, id }) => ({ key: keyOf(row), rowId: id })));
    const lost = fresh.filter(({ row }) => !won.has(keyOf(row)));
    if (lost.length > 0) for (const [key, id] of await keyedRows(db, userId, lost.map(({ row }) => keyOf(row)))) keyed.set(key, id);
    fresh = fresh.filter(({ row }) => won.has(keyOf(row)));
  }
  for (const row of rest) {
    const id = keyed.get(keyOf(row));
    if (id === undefined) continue;
    ids.set(row.id, id);
    existing.add(id);
  }
  for (const { row, id } of fresh) ids.set(row.id, id);
  return { ids, fresh, existing, already: rows.length - fresh.length };
}

/** A reference kept only when the row it names is in the account: new in this import, or there and live. */
async function resolver(db: Db, userId: string, table: 'tasks' | 'habits' | 'goals', placed: Placement<{ id: string }>) {
  const live = await liveIdsOf(db, table, userId, [...placed.existing]);
  return (sourceId: string | null): string | null => {
    if (sourceId === null) return null;
    const id = placed.ids.get(sourceId);
    return id !== undefined && (!placed.existing.has(id) || live.has(id)) ? id : null;
  };
}

const milestoneCount = (goals: ImportCollections['goals']) => goals.reduce((sum, goal) => sum + goal.milestones.length, 0);

/** Counts what committing would add now (nothing is claimed or written). */
async function countNew(db: Db, userId: string, batch: ImportBatch): Promise<{ toAdd: ImportCounts; already: number }> {
  const toAdd = noImportCounts();
  let already = 0;
  for (const name of IMPORT_COLLECTIONS) {
    const placed = await place(db, userId, batch, name, batch[name] as Array<{ id: string }>, false);
    toAdd[name] = placed.fresh.length;
    already += placed.already;
    if (name === 'goals') toAdd.milestones = milestoneCount(placed.fresh.map(({ row }) => row as ImportCollections['goals'][number]));
  }
  return { toAdd, already };
}

async function writeBatch(db: Db, userId: string, batch: ImportBatch): Promise<ImportResult> {
  const added = noImportCounts();
  let alreadyThere = 0;
  const placeAll = async <Name extends (typeof IMPORT_COLLECTIONS)[number]>(name: Name) => {
    const placed = await place(db, userId, batch, name, batch[name] as Array<ImportCollections[Name][number]>, true);
    alreadyThere += placed.already;
    return placed;
  };

  const goalsPlaced = await placeAll('goals');
  added.goals = await insertRows(
    db,
    insertables.goals,
    goalsPlaced.fresh.map(({ row, id }) => {
      // Progress and status follow the milestones (docs/product/goals.md "Progress and status"), whatever the file says.
      const standing = goalStanding(row.milestones);
      const completedAt = standing.status === 'completed' ? (row.completedAt ?? row.updatedAt) : null;
      const { milestones: _milestones, ...goal } = row;
      return { ...goal, id, userId, progress: standing.progress, status: standing.status, completedAt };
    }),
  );
  added.milestones = await insertRows(
    db,
    insertables.milestones,
    goalsPlaced.fresh.flatMap(({ row, id: goalId }) =>
      row.milestones.map((milestone, index) => ({
        ...milestone,
        id: randomUUID(),
        goalId,
        userId,
        position: milestone.position ?? index,
        completedAt: milestone.completed ? (milestone.completedAt ?? milestone.updatedAt) : null,
      })),
    ),
  );

  // docs/product/goals.md "Linked tasks and habits": goals first, so tasks and habits can name them.
  const goalOf = await resolver(db, userId, 'goals', goalsPlaced);

  const habitsPlaced = await placeAll('habits');
  added.habits = await insertRows(db, insertables.habits, habitsPlaced.fresh.map(({ row: { breaks: _breaks, ...row }, id }) => ({ ...row, id, userId, goalId: goalOf(row.goalId) })));
  const habitOf = await resolver(db, userId, 'habits', habitsPlaced);
  // docs/product/habits.md "Rest days": a new habit's rests come with it; the rests for every habit once each (same days, same rest).
  const restsForAll = await newRestsForAll(db, userId, batch.habitBreaks ?? []);
  await insertRows(db, insertables.habitBreaks, [
    ...habitsPlaced.fresh.flatMap(({ row, id: habitId }) => row.breaks.map((range) => ({ ...range, id: randomUUID(), userId, habitId }))),
    ...restsForAll.map((range) => ({ ...range, id: randomUUID(), userId, habitId: null })),
  ]);

  const tasksPlaced = await placeAll('tasks');
  const seriesOf = seriesPlacer(tasksPlaced.ids);
  added.tasks = await insertRows(
    db,
    insertables.todos,
    tasksPlaced.fresh.map(({ row, id }) => {
      const { checklist: _checklist, repeat: _repeat, seriesId: _seriesId, occurrence: _occurrence, ...fields } = row;
      return { ...fields, id, userId, habitId: habitOf(fields.habitId), goalId: goalOf(fields.goalId), ...seriesOf(row, id) };
    }),
  );
  // A task's checklist comes with it (docs/product/todos.md "Checklist"), in the file's order; new ids, as milestones get.
  await insertRows(
    db,
    insertables.taskChecklistItems,
    tasksPlaced.fresh.flatMap(({ row, id: todoId }) =>
      row.checklist.map((item) => ({ id: randomUUID(), userId, todoId, title: item.title, done: item.done, position: item.position, createdAt: row.updatedAt, updatedAt: row.updatedAt })),
    ),
  );
  const taskOf = await resolver(db, userId, 'tasks', tasksPlaced);

  // Every change in a file is recorded as the importing person's own ('user' in their next export).
  const historyPlaced = await placeAll('taskHistory');
  added.taskHistory = await insertRows(
    db,
    insertables.taskHistory,
    historyPlaced.fresh.map(({ row, id }) => ({ id, userId, todoId: taskOf(row.taskId), previousStatus: row.previousStatus, newStatus: row.newStatus, changedBy: userId, changedAt: row.changedAt, notes: row.notes })),
  );

  const completionsPlaced = await placeAll('habitCompletions');
  added.habitCompletions = await insertRows(
    db,
    insertables.habitCompletions,
    completionsPlaced.fresh.flatMap(({ row, id }) => {
      const habitId = habitOf(row.habitId);
      return habitId === null ? [] : [{ ...row, id, userId, habitId }];
    }),
  );

  const entriesPlaced = await placeAll('journalEntries');
  added.journalEntries = await insertRows(db, insertables.journalEntries, entriesPlaced.fresh.map(({ row, id }) => ({ ...row, id, userId })));
  const moodsPlaced = await placeAll('moodLogs');
  added.moodLogs = await insertRows(db, insertables.moodLogs, moodsPlaced.fresh.map(({ row, id }) => ({ ...row, id, userId })));
  const activitiesPlaced = await placeAll('activities');
  added.activities = await insertRows(
    db,
    insertables.activities,
    activitiesPlaced.fresh.map(({ row, id }) => ({
      ...row,
      id,
      userId,
      todoId: taskOf(row.taskId),
      energy: row.energy ?? DEFAULT_RATING,
      focus: row.focus ?? DEFAULT_RATING,
      satisfaction: row.satisfaction ?? DEFAULT_RATING,
    })),
  );
  return { added, alreadyThere };
}

export function previewImport(ctx: DataContext, actor: Actor, upload: { bytes: Uint8Array; fileName: string }): Promise<ImportPreview> {
  return ctx.importTurns.run(actor.userId, () => readIntoDraft(ctx, actor, upload));
}

/** Reads and checks the file, counts what it would add now, and keeps it as a draft. */
async function readIntoDraft(ctx: DataContext, actor: Actor, { bytes, fileName }: { bytes: Uint8Array; fileName: string }): Promise<ImportPreview> {
  const now = ctx.clock.now().toISOString();
  // Local times in a foreign file are the person's: their zone, else their browser's (docs/product/data.md "Import").
  const batch = checkBatch(readImportFiles(uploadFiles(bytes, fileName), { now, timeZone: actor.timeZone }), { now });
  const { toAdd, already } = await countNew(ctx.db, actor.userId, batch);
  const id = randomUUID();
  const expiresAt = new Date(Date.parse(now) + IMPORT_DRAFT_TTL_MS).toISOString();
  await saveDraft(ctx.db, { id, userId: actor.userId, format: batch.format, fileName, batch: JSON.stringify(batch), expiresAt });
  return {
    id,
    format: batch.format,
    formatName: IMPORT_FORMAT_NAMES[batch.format],
    fileName,
    toAdd,
    alreadyThere: already,
    refused: batch.refused.slice(0, IMPORT_REFUSED_SHOWN),
    refusedCount: batch.refused.length,
    expiresAt,
  };
}

const AREA_OF: Partial<Record<keyof ImportCounts, string>> = {
  tasks: 'todos',
  taskHistory: 'todos',
  journalEntries: 'journal',
  moodLogs: 'moods',
  goals: 'goals',
  habits: 'habits',
  habitCompletions: 'habits',
  activities: 'activity',
};

/** Writes a draft in one transaction: all of it, or on any failure nothing (and the draft stays). */
export function commitImport(ctx: DataContext, actor: Actor, id: string): Promise<ImportResult> {
  const write = () =>
    inTransaction(ctx, actor, async ({ tx, announce }) => {
      const draft = await takeDraft(tx, actor.userId, id, ctx.clock.now().toISOString());
      if (!draft) throw AppError.notFound(IMPORT_MESSAGES.draftNotFound);
      const result = await writeBatch(tx, actor.userId, JSON.parse(draft.batch) as ImportBatch);
      for (const [key, area] of Object.entries(AREA_OF)) if (result.added[key as keyof ImportCounts] > 0) announce({ area, kind: 'created' });
      return result;
    });
  return ctx.importTurns.run(actor.userId, write);
}

/** Drops a preview the person cancelled; 404 when it is not theirs or already gone. */
export async function cancelImport(ctx: DataContext, actor: Actor, id: string): Promise<void> {
  if (!(await deleteDraft(ctx.db, actor.userId, id))) throw AppError.notFound(IMPORT_MESSAGES.draftNotFound);
}

import {
  ACCESS_MESSAGES,
  AGENT_CHANGE_UNDO_DAYS,
  agentChangeSummary,
  agentRowReference,
  describeAgentRow,
  type AgentChange,
  type AgentChangePage,
  type AgentChangeRefs,
  type TodoStatus,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { inTransaction } from '../../context/unit-of-work';
import { sqlStateOf } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import * as log from './agent-changes.repository';
import { netRowsOf, undoOrder } from './undo';

// docs/product/access.md "Activity log" and "Undo": the profile's list of what the person's tokens
// changed, and undoing one change. Both for the signed-in person only (never mounted for a token).

export const AGENT_CHANGES_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** unique_violation, foreign_key_violation, check_violation: a row put back that no longer fits. */
const CONFLICT_SQLSTATES = new Set(['23505', '23503', '23514']);

/** The live-update area of each logged table (the web's app/live-updates/area-invalidations.ts). */
const AREA_OF_TABLE: Readonly<Record<string, string>> = {
  todos: 'todos',
  task_checklist_items: 'todos',
  journal_entries: 'journal',
  mood_logs: 'moods',
  habits: 'habits',
  habit_completions: 'habits',
  habit_breaks: 'habits',
  activities: 'activity',
  active_sessions: 'activity',
};

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const AGENT_CHANGES_CURSOR_INVALID = 'That page of changes does not exist. Load the list again.';

function decodeCursor(cursor: string): log.ChangeHead {
  const match = CURSOR_PATTERN.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) throw new AppError('VALIDATION', AGENT_CHANGES_CURSOR_INVALID);
  return { createdAt: match[1]!, changeId: match[2]!.toLowerCase() };
}

async function refsOf(ctx: AreaContext, actor: Actor, rows: log.LogRow[]): Promise<AgentChangeRefs> {
  const ids = new Set<string>();
  for (const row of rows) {
    const habitId = (row.after ?? row.before)?.habit_id;
    if ((row.tableName === 'habit_completions' || row.tableName === 'habit_breaks') && typeof habitId === 'string') ids.add(habitId);
  }
  return { habitTitles: await log.habitTitles(ctx.db, actor.userId, [...ids]) };
}

/** A change as the log lists it: its rows collapsed per row (first before, last after), in words. */
function changeOf(head: log.ChangeHead, rows: log.LogRow[], refs: AgentChangeRefs): AgentChange {
  const items = netRowsOf(rows)
    .filter((row) => row.before !== null || row.after !== null)
    .map((row) => describeAgentRow(row.tableName, row.before, row.after, refs));
  return {
    id: head.changeId,
    tokenName: rows[0]?.tokenName ?? '',
    createdAt: head.createdAt,
    summary: agentChangeSummary(items),
    items: items.map(({ summary: _summary, ...item }) => item),
    undoneAt: rows.find((row) => row.undoneAt !== null)?.undoneAt ?? null,
    undoableUntil: new Date(Date.parse(head.createdAt) + AGENT_CHANGE_UNDO_DAYS * DAY_MS).toISOString(),
  };
}

export async function listAgentChanges(ctx: AreaContext, actor: Actor, cursor: string | undefined): Promise<AgentChangePage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const heads = await log.listChangeHeads(ctx.db, actor.userId, after, AGENT_CHANGES_PAGE_SIZE + 1);
  const page = heads.slice(0, AGENT_CHANGES_PAGE_SIZE);
  const rows = await log.rowsOfChanges(
    ctx.db,
    actor.userId,
    page.map((head) => head.changeId),
  );
  const refs = await refsOf(ctx, actor, rows);
  const last = page.at(-1);
  return {
    changes: page.map((head) =>
      changeOf(
        head,
        rows.filter((row) => row.changeId === head.changeId),
        refs,
      ),
    ),
    nextCursor: heads.length > AGENT_CHANGES_PAGE_SIZE && last ? `${last.createdAt}_${last.changeId}` : null,
  };
}

/**
 * Undoes one change (docs/product/access.md "Undo"), in one transaction: its log rows are locked, then
 * every row it touched, each checked to stand exactly as the change left it; then each is put back.
 * Runs as the person, so the undo is not itself logged, and the board's 'via' mark is cleared.
 */
export async function undoAgentChange(ctx: AreaContext, actor: Actor, changeId: string): Promise<AgentChange> {
  if (actor.agent) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.notForTokens);
  if (!isUuid(changeId)) throw AppError.notFound(ACCESS_MESSAGES.changeNotFound);
  const now = ctx.clock.now();
  const touched = await inTransaction(ctx, actor, async ({ tx, announce }) => {
    const rows = await log.lockChange(tx, actor.userId, changeId);
    if (rows.length === 0) throw AppError.notFound(ACCESS_MESSAGES.changeNotFound);
    if (rows.some((row) => row.undoneAt !== null)) throw new AppError('CONFLICT', ACCESS_MESSAGES.alreadyUndone);
    const startedAt = Math.min(...rows.map((row) => Date.parse(row.createdAt)));
    if (now.getTime() >= startedAt + AGENT_CHANGE_UNDO_DAYS * DAY_MS) throw new AppError('CONFLICT', ACCESS_MESSAGES.undoExpired);
    const net = netRowsOf(rows).filter((row) => row.before !== null || row.after !== null);
    const refs = await refsOf({ ...ctx, db: tx }, actor, rows);
    const rowIds = net.map((row) => row.rowId);
    for (const row of net) {
      const refused = () => new AppError('CONFLICT', ACCESS_MESSAGES.changedSince(agentRowReference(row.tableName, (row.after ?? row.before)!, refs)));
      if (!(await log.rowStandsAsLogged(tx, row.tableName, actor.userId, row.rowId, row.after))) throw refused();
      // A row the token added that the person has since hung their own rows on (a checklist item on
      // its task, a day logged on its habit) stays: removing it would take theirs with it.
      if (row.before === null && (await log.hasOutsideDependents(tx, row.tableName, actor.userId, row.rowId, rowIds))) throw refused();
    }
    for (const row of undoOrder(net)) {
      try {
        if (row.before === null) await log.deleteRow(tx, row.tableName, actor.userId, row.rowId);
        else if (row.after === null) await log.reinsertRow(tx, row.tableName, actor.userId, row.before);
        else await log.restoreRow(tx, row.tableName, actor.userId, row.rowId, row.before);
      } catch (error) {
        // The old row no longer fits beside what is there now: the person logged the same habit day
        // again, started another timer, or removed the task an item belonged to. Nothing is undone.
        if (CONFLICT_SQLSTATES.has(sqlStateOf(error) ?? '')) {
          throw new AppError('CONFLICT', ACCESS_MESSAGES.changedSince(agentRowReference(row.tableName, (row.after ?? row.before)!, refs)));
        }
        throw error;
      }
      if (row.tableName === 'todos' && row.before !== null && row.after !== null && row.before.status !== row.after.status) {
        await log.recordStatusUndo(tx, { userId: actor.userId, todoId: row.rowId, from: row.after.status as TodoStatus, to: row.before.status as TodoStatus, at: now.toISOString() });
      }
      announce({ area: AREA_OF_TABLE[row.tableName] ?? row.tableName, kind: row.before === null ? 'deleted' : row.after === null ? 'created' : 'updated', id: row.rowId });
    }
    await log.markUndone(tx, actor.userId, changeId, now.toISOString());
    announce({ area: 'agent-changes', kind: 'updated', id: changeId });
    return rows;
  });
  const refs = await refsOf(ctx, actor, touched);
  const head = { changeId, createdAt: new Date(Math.min(...touched.map((row) => Date.parse(row.createdAt)))).toISOString() };
  return changeOf(
    head,
    touched.map((row) => ({ ...row, undoneAt: now.toISOString() })),
    refs,
  );
}

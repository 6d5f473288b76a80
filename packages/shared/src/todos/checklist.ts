import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { unknownFieldsMessage } from './todo-messages';

// docs/product/todos.md "Checklist": a task's own short list of steps (issue 22, point 2).

/** One step of a task's checklist, as the API returns it inside the task; the list is in `position` order. */
export interface ChecklistItem {
  id: string;
  title: string;
  done: boolean;
  position: number;
}

export const CHECKLIST_TITLE_MAX_LENGTH = 200;
/** A checklist is a handful of steps, not a second board. */
export const CHECKLIST_MAX_ITEMS = 100;

export const CHECKLIST_MESSAGES = {
  invalidNewId: 'id must be a UUID (or left out: the server picks one)',
  idTaken: 'A checklist item with this id already exists.',
  titleRequired: 'Checklist item title is required',
  titleTooLong: `Checklist item title must be at most ${CHECKLIST_TITLE_MAX_LENGTH} characters`,
  invalidDone: 'done must be true or false',
  nothingToChange: 'Send a title or done (or both)',
  invalidPosition: 'position must be a whole number of at least 0',
  tooManyItems: `A checklist holds at most ${CHECKLIST_MAX_ITEMS} items`,
  itemNotFound: 'Checklist item not found',
} as const;

const strict = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys ?? []) : undefined,
};

export const checklistTitleSchema = safeString('Checklist item title', CHECKLIST_MESSAGES.titleRequired)
  .trim()
  .min(1, CHECKLIST_MESSAGES.titleRequired)
  .max(CHECKLIST_TITLE_MAX_LENGTH, CHECKLIST_MESSAGES.titleTooLong);

/** Body of POST /api/todos/:id/checklist: a new item, last in the list; its id may be chosen by the client (offline). */
export const createChecklistItemRequestSchema = z.strictObject(
  {
    id: z.uuid({ error: CHECKLIST_MESSAGES.invalidNewId }).optional(),
    title: checklistTitleSchema,
  },
  strict,
);
export type CreateChecklistItemRequest = z.output<typeof createChecklistItemRequestSchema>;

/** Body of PATCH /api/todos/:id/checklist/:itemId: a rename, a tick or an untick (or both). */
export const updateChecklistItemRequestSchema = z
  .strictObject(
    {
      title: checklistTitleSchema.optional(),
      done: z.boolean({ error: CHECKLIST_MESSAGES.invalidDone }).optional(),
    },
    strict,
  )
  .refine((body) => body.title !== undefined || body.done !== undefined, CHECKLIST_MESSAGES.nothingToChange);
export type UpdateChecklistItemRequest = z.output<typeof updateChecklistItemRequestSchema>;

/** Body of POST /api/todos/:id/checklist/:itemId/move: the item's new place, 0 first; past the end means last. */
export const moveChecklistItemRequestSchema = z.strictObject(
  { position: z.int({ error: CHECKLIST_MESSAGES.invalidPosition }).min(0, CHECKLIST_MESSAGES.invalidPosition) },
  strict,
);
export type MoveChecklistItemRequest = z.output<typeof moveChecklistItemRequestSchema>;

/** How many items are not ticked yet. */
export function openChecklistCount(checklist: readonly Pick<ChecklistItem, 'done'>[]): number {
  let open = 0;
  for (const item of checklist) if (!item.done) open += 1;
  return open;
}

/**
 * docs/product/todos.md "Checklist": completing a task whose checklist has open items asks first; the
 * question, or null when the task completes at once (already completed, or nothing open). The server
 * never refuses: this is the board's question, not a rule of the data.
 */
export function completionQuestion(task: { title: string; status: string; checklist: readonly Pick<ChecklistItem, 'done'>[] }): string | null {
  if (task.status === 'completed') return null;
  const open = openChecklistCount(task.checklist);
  if (open === 0) return null;
  return `Complete “${task.title}” with ${open} open item${open === 1 ? '' : 's'}?`;
}

/** The card's count, '2/5', and its words for a screen reader; null for a task without a checklist. */
export function checklistProgress(checklist: readonly Pick<ChecklistItem, 'done'>[]): { text: string; label: string } | null {
  if (checklist.length === 0) return null;
  const done = checklist.length - openChecklistCount(checklist);
  return { text: `${done}/${checklist.length}`, label: `${done} of ${checklist.length} checklist items done` };
}

/**
 * The checklist after moving item `id` to index `to` (clamped to the list), its positions renumbered
 * 0, 1, 2…; the same list when there is no such item. The server and the board's optimistic move
 * both use it, so they agree.
 */
export function moveChecklistItem<T extends ChecklistItem>(checklist: readonly T[], id: string, to: number): T[] {
  const from = checklist.findIndex((item) => item.id === id);
  if (from === -1) return checklist.slice();
  const list = checklist.slice();
  const [moved] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(to, list.length)), 0, moved!);
  return list.map((item, position) => (item.position === position ? item : { ...item, position }));
}

/** Items in their list order: position, then id for the rare tie (the server's ORDER BY). */
export function compareChecklistItems(a: Pick<ChecklistItem, 'id' | 'position'>, b: Pick<ChecklistItem, 'id' | 'position'>): number {
  if (a.position !== b.position) return a.position - b.position;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

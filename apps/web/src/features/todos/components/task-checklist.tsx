import { CHECKLIST_MAX_ITEMS, CHECKLIST_TITLE_MAX_LENGTH, checklistProgress, checklistTitleSchema, type ChecklistItem } from '@cadence/shared';
import { closestCenter, DndContext, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { MouseAndPenSensor, pointerOptions, touchOptions } from '../../../components/ui/drag-sensors';
import { inputStyles } from '../../../components/ui/text-field';
import { newWriteKey } from '../../../lib/write-queue';
import { useAddChecklistItem } from '../api/add-checklist-item';
import { useTodos } from '../api/get-todos';
import { useMoveChecklistItem } from '../api/move-checklist-item';
import { findTodo } from '../api/todo-cache';
import { ChecklistRow } from './task-checklist-row';

/**
 * A task's 'Checklist' (docs/product/todos.md "Checklist"), in its details and its edit form: add with
 * Enter, tick, rename, move up and down, delete. Every change is saved at once (and waits on the device
 * offline), apart from the form's Save. It reads the task from the board's cache, so it shows each
 * change as it is made. A completed task's checklist is shown read-only, as the rest of its details
 * are: Reopen to change it.
 */
export function TaskChecklist({ todoId }: { todoId: string }) {
  const task = useTodos().data?.find((todo) => todo.id === todoId);
  const checklist = task?.checklist ?? [];
  if (task?.status === 'completed') return <ReadOnlyChecklist checklist={checklist} />;
  return <EditableChecklist todoId={todoId} checklist={checklist} />;
}

function ReadOnlyChecklist({ checklist }: { checklist: ChecklistItem[] }) {
  const heading = useId();
  const progress = checklistProgress(checklist);
  return (
    <section aria-labelledby={heading}>
      <ChecklistHeading id={heading} progress={progress} />
      {checklist.length > 0 ? (
        <ul className="mt-2 space-y-1" aria-labelledby={heading}>
          {checklist.map((item) => (
            <li key={item.id} className="flex items-center gap-2.5 px-1 py-1.5 text-sm">
              <input type="checkbox" checked={item.done} disabled aria-label={item.title} className="h-4 w-4 shrink-0 accent-indigo-600" />
              <span className={cx('min-w-0 break-words', item.done && 'text-slate-500 line-through dark:text-slate-400')}>{item.title}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No checklist items</p>
      )}
    </section>
  );
}

function ChecklistHeading({ id, progress }: { id: string; progress: ReturnType<typeof checklistProgress> }) {
  return (
    <h3 id={id} className="flex items-baseline gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
      Checklist
      {progress ? (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
          <span aria-hidden="true">{progress.text}</span>
          <span className="sr-only">{progress.label}</span>
        </span>
      ) : null}
    </h3>
  );
}

/** An item's title and place, read from the board's cache as the drag stands. */
function itemPlace(queryClient: QueryClient, todoId: string, itemId: string | number) {
  const checklist = findTodo(queryClient, todoId)?.checklist ?? [];
  const index = checklist.findIndex((item) => item.id === itemId);
  return { index, title: checklist[index]?.title ?? '' };
}

/** What a screen reader hears while an item is dragged: the items by title, the place by number. */
function checklistAnnouncements(queryClient: QueryClient, todoId: string): Announcements {
  const named = (id: string | number) => `“${itemPlace(queryClient, todoId, id).title}”`;
  return {
    onDragStart: ({ active }) => `Picked up ${named(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${named(active.id)} is over ${named(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over && over.id !== active.id ? `${named(active.id)} was moved to place ${itemPlace(queryClient, todoId, over.id).index + 1}.` : `${named(active.id)} stays where it was.`),
    onDragCancel: ({ active }) => `${named(active.id)} stays where it was.`,
  };
}

function EditableChecklist({ todoId, checklist }: { todoId: string; checklist: ChecklistItem[] }) {
  const add = useAddChecklistItem();
  const queryClient = useQueryClient();
  const { mutate: move } = useMoveChecklistItem();
  // docs/product/todos.md "Checklist": an item dragged onto another takes its place; the move is the
  // request 'Move up' and 'Move down' send, with the board's sensors (components/ui/drag-sensors.ts).
  const sensors = useSensors(useSensor(MouseAndPenSensor, pointerOptions), useSensor(TouchSensor, touchOptions));
  const [accessibility] = useState(() => ({ announcements: checklistAnnouncements(queryClient, todoId) }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const to = itemPlace(queryClient, todoId, over.id).index;
    if (to !== -1) move({ todoId, itemId: String(active.id), position: to });
  };
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { heading: useId(), input: useId(), error: useId() };
  const progress = checklistProgress(checklist);
  const full = checklist.length >= CHECKLIST_MAX_ITEMS;
  const listRef = useRef<HTMLUListElement>(null);

  const submit = () => {
    if (draft.trim() === '') return;
    const parsed = checklistTitleSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the title');
    setError(null);
    add.mutate({ todoId, id: newWriteKey(), title: parsed.data });
    setDraft('');
  };
  // Enter adds the item (and never submits the task's form around it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  // After a move, focus follows the item's button to its new place.
  const focusAfterMove = (itemId: string, direction: 'up' | 'down') =>
    window.requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-item="${itemId}"]`);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
      button?.focus();
    });

  return (
    <section aria-labelledby={ids.heading}>
      <ChecklistHeading id={ids.heading} progress={progress} />
      {checklist.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
          <ul ref={listRef} className="mt-2 space-y-1" aria-labelledby={ids.heading}>
            {checklist.map((item, index) => (
              <ChecklistRow key={item.id} todoId={todoId} item={item} first={index === 0} last={index === checklist.length - 1} index={index} onMoved={focusAfterMove} />
            ))}
          </ul>
        </DndContext>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No items yet. Break the task into steps.</p>
      )}
      <div className="mt-2 flex gap-2">
        <label htmlFor={ids.input} className="sr-only">
          New checklist item
        </label>
        <input
          id={ids.input}
          value={draft}
          maxLength={CHECKLIST_TITLE_MAX_LENGTH + 20}
          placeholder={full ? `At most ${CHECKLIST_MAX_ITEMS} items` : 'Add an item, then Enter'}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={cx(inputStyles, 'min-w-0 flex-1 py-2', error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700')}
        />
        <Button variant="secondary" icon={<Plus aria-hidden="true" className="h-4 w-4" />} disabled={full} onClick={submit}>
          Add
        </Button>
      </div>
      {error ? (
        <p id={ids.error} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </section>
  );
}

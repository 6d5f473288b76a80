import { checklistTitleSchema, type ChecklistItem } from '@cadence/shared';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';
import { useDeleteChecklistItem } from '../api/delete-checklist-item';
import { useMoveChecklistItem } from '../api/move-checklist-item';
import { findTodo } from '../api/todo-cache';
import { useUpdateChecklistItem } from '../api/update-checklist-item';

const iconButton = cx('inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800', focusRing);

interface ChecklistRowProps {
  todoId: string;
  item: ChecklistItem;
  index: number;
  first: boolean;
  last: boolean;
  onMoved: (itemId: string, direction: 'up' | 'down') => void;
}

/** One item of a task's checklist (docs/product/todos.md "Checklist"): tick, rename in place, move, delete, drag by its grip. */
export function ChecklistRow({ todoId, item, index, first, last, onMoved }: ChecklistRowProps) {
  const update = useUpdateChecklistItem();
  const move = useMoveChecklistItem();
  const remove = useDeleteChecklistItem();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  const boxId = useId();
  const errorId = useId();
  const renameRef = useRef<HTMLButtonElement>(null);
  // Dragged by its grip with a pointer or a finger; the keyboard's way is 'Move up' and 'Move down'.
  const drag = useDraggable({ id: item.id });
  const drop = useDroppable({ id: item.id });

  const finishRename = (save: boolean) => {
    if (save && title.trim() !== item.title) {
      const parsed = checklistTitleSchema.safeParse(title);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the title');
      update.mutate({ todoId, itemId: item.id, title: parsed.data });
    }
    setError(null);
    setRenaming(false);
    window.requestAnimationFrame(() => renameRef.current?.focus());
  };
  // Fast hands: a second press can come before this row re-renders with its new place, so the place
  // is read from the checklist as the first press left it, not from the render's index.
  const moveTo = (direction: 'up' | 'down') => {
    const at = findTodo(queryClient, todoId)?.checklist.findIndex((each) => each.id === item.id) ?? -1;
    const from = at === -1 ? index : at;
    move.mutate({ todoId, itemId: item.id, position: direction === 'up' ? Math.max(0, from - 1) : from + 1 });
    onMoved(item.id, direction);
  };

  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      data-item={item.id}
      style={{ transform: CSS.Translate.toString(drag.transform) }}
      className={cx(
        'flex items-center gap-1 rounded-lg px-1 hover:bg-slate-50 dark:hover:bg-slate-800/50',
        drag.isDragging && 'relative z-10 bg-white shadow-md dark:bg-slate-900',
        drop.isOver && !drag.isDragging && 'outline-2 -outline-offset-2 outline-indigo-500',
      )}
    >
      {renaming ? null : (
        <span {...drag.listeners} aria-hidden="true" title="Drag to reorder" data-grip className="inline-flex h-8 w-5 shrink-0 cursor-grab touch-none items-center justify-center text-slate-500 dark:text-slate-400">
          <GripVertical className="h-4 w-4" />
        </span>
      )}
      {renaming ? (
        <div className="min-w-0 flex-1 py-1">
          <label htmlFor={boxId} className="sr-only">
            Rename “{item.title}”
          </label>
          <input
            id={boxId}
            autoFocus
            value={title}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setTitle(event.target.value)}
            onBlur={() => finishRename(true)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                finishRename(true);
              } else if (event.key === 'Escape') {
                // Escape leaves the rename, not the dialog.
                event.preventDefault();
                event.stopPropagation();
                setTitle(item.title);
                finishRename(false);
              }
            }}
            className={cx(inputStyles, 'py-1.5', error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700')}
          />
          {error ? (
            <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2.5 py-1.5 text-sm">
          <input
            type="checkbox"
            checked={item.done}
            onChange={(event) => update.mutate({ todoId, itemId: item.id, done: event.target.checked })}
            className="h-4 w-4 shrink-0 rounded border-slate-400 accent-indigo-600"
          />
          <span className={cx('min-w-0 break-words', item.done && 'text-slate-500 line-through dark:text-slate-400')}>{item.title}</span>
        </label>
      )}
      {renaming ? null : (
        <>
          <button
            ref={renameRef}
            type="button"
            className={iconButton}
            aria-label={`Rename “${item.title}”`}
            title="Rename"
            onClick={() => {
              setTitle(item.title);
              setRenaming(true);
            }}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" data-move="up" className={iconButton} aria-label={`Move “${item.title}” up`} title="Move up" disabled={first} onClick={() => moveTo('up')}>
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" data-move="down" className={iconButton} aria-label={`Move “${item.title}” down`} title="Move down" disabled={last} onClick={() => moveTo('down')}>
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={cx(iconButton, 'text-red-700 dark:text-red-300')} aria-label={`Delete “${item.title}”`} title="Delete" onClick={() => remove.mutate({ todoId, itemId: item.id })}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </>
      )}
    </li>
  );
}

import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import { cx, focusRing } from './class-names';
import { FieldFrame } from './field-frame';
import { inputStyles } from './text-field';

/** What a key press needs to say: Enter adds, but not while an input method is still composing a word. */
export interface AddKeyPress {
  key: string;
  isComposing: boolean;
  keyCode?: number;
}

/** Enter adds the typed item. During IME composition Enter picks a word (keyCode 229 in some browsers). */
export function isAddKey({ key, isComposing, keyCode }: AddKeyPress): boolean {
  return key === 'Enter' && !isComposing && keyCode !== 229;
}

interface ListInputProps {
  label: string;
  /** The item's name in buttons and announcements: 'tag' gives 'Add tag' and 'Remove tag "work"'. */
  itemName: string;
  /** The plural, for the hint when the list is full: 'tags'. */
  itemsName: string;
  items: readonly string[];
  draft: string;
  onDraftChange: (text: string) => void;
  /** Adds the draft and clears it; false when nothing was added (blank, or already there: the caller decides). */
  onAdd: () => boolean;
  onRemove: (index: number) => void;
  placeholder?: string;
  maxLength?: number;
  /** At most this many items: Add turns off and a hint says so. */
  max?: number;
  /** Tags show as chips in a row; longer items as a list. */
  look?: 'chips' | 'list';
  /** Shown before each chip, e.g. '#'. */
  prefix?: string;
  error?: string | undefined;
}

/**
 * A text input that builds a list: Enter or 'Add' adds what is typed, each item has a remove button,
 * and a screen reader hears what was added or removed.
 */
export function ListInput({ label, itemName, itemsName, items, draft, onDraftChange, onAdd, onRemove, placeholder, maxLength, max, look = 'list', prefix = '', error }: ListInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');
  const full = max !== undefined && items.length >= max;

  const add = () => {
    if (full) return;
    const text = draft.trim();
    const added = onAdd();
    if (text !== '') setAnnouncement(added ? `${capitalise(itemName)} "${text}" added` : `${capitalise(itemName)} "${text}" is already in the list`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAddKey({ key: event.key, isComposing: event.nativeEvent.isComposing, keyCode: event.keyCode })) return;
    // Enter adds the item; it never submits the form the list sits in.
    event.preventDefault();
    add();
  };
  const remove = (index: number) => {
    setAnnouncement(`${capitalise(itemName)} "${items[index] ?? ''}" removed`);
    onRemove(index);
    inputRef.current?.focus();
  };

  return (
    <FieldFrame label={label} error={error} hint={full ? `That is the most: ${max} ${itemsName}.` : undefined}>
      {({ borderClass, ...control }) => (
        <div className="space-y-2">
          <div className="flex gap-2">
            <input
              ref={inputRef}
              {...control}
              aria-describedby={[control['aria-describedby'], items.length > 0 ? listId : null].filter(Boolean).join(' ') || undefined}
              type="text"
              value={draft}
              maxLength={maxLength}
              placeholder={placeholder}
              enterKeyHint="enter"
              autoComplete="off"
              disabled={full}
              onChange={(event) => onDraftChange(event.target.value)}
              onKeyDown={onKeyDown}
              className={cx(inputStyles, borderClass, 'min-w-0 flex-1')}
            />
            <Button variant="secondary" className="shrink-0 px-3" aria-label={`Add ${itemName}`} disabled={full} icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={add}>
              Add
            </Button>
          </div>
          {items.length > 0 ? (
            <ul id={listId} aria-label={label} className={look === 'chips' ? 'flex flex-wrap gap-1.5' : 'space-y-1.5'}>
              {items.map((item, index) => (
                <li
                  key={`${index}-${item}`}
                  className={cx(
                    'flex min-w-0 items-center gap-1 text-sm text-slate-800 dark:text-slate-100',
                    look === 'chips'
                      ? 'max-w-full rounded-full bg-indigo-50 py-0.5 pl-3 pr-1 text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100'
                      : 'rounded-lg border border-slate-200 bg-slate-50 py-1 pl-3 pr-1 dark:border-slate-700 dark:bg-slate-800/60',
                  )}
                >
                  <span className="min-w-0 flex-1 break-words [overflow-wrap:anywhere]">
                    {prefix}
                    {item}
                  </span>
                  <button
                    type="button"
                    aria-label={`Remove ${itemName} "${item}"`}
                    onClick={() => remove(index)}
                    className={cx('inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700', focusRing)}
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

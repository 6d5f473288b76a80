import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonBase, buttonStyles } from '../../components/ui/button';
import { cx } from '../../components/ui/class-names';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { useSearch } from '../../features/search/api/search';
import { errorMessage } from '../../lib/api-error';
import { NOT_LOADED_OFFLINE } from '../../lib/offline';
import type { CommandBarView } from './command-bar-store';
import { commandsOf, matchingCommands, resultOptions, type CommandOption } from './command-options';
import { useDebouncedValue } from './use-debounced-value';

/** docs/product/search.md "Command bar": the search starts from two characters; typing settles for 100 ms first. */
const SEARCH_MIN_LENGTH = 2;
const TYPING_DEBOUNCE_MS = 100;

interface CommandBarProps {
  onClose: () => void;
  /** Closes the bar and opens one of the forms or lists it shows over the page. */
  onShow: (view: Exclude<CommandBarView, 'bar'>) => void;
}

/**
 * The command bar (docs/product/search.md "Command bar"): a modal dialog with a combobox and a listbox
 * of commands and search results. The arrows move the active option (aria-activedescendant), Enter
 * chooses it, Escape closes.
 */
export function CommandBar({ onClose, onShow }: CommandBarProps) {
  const { ref, dialogProps, close } = useModalDialog(onClose);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), TYPING_DEBOUNCE_MS);
  const searching = settled.length >= SEARCH_MIN_LENGTH;
  const search = useSearch(settled, searching);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => {
    const go = (to: string) => {
      onClose();
      navigate(to);
    };
    const commands = matchingCommands(commandsOf({ navigate: go, show: onShow }), query);
    const found = searching && search.data && query.trim().length >= SEARCH_MIN_LENGTH ? resultOptions(search.data, { navigate: go }) : [];
    return [...commands, ...found];
  }, [query, searching, search.data, navigate, onClose, onShow]);

  const shown = Math.min(active, Math.max(0, options.length - 1));
  const activeOption: CommandOption | undefined = options[shown];
  const optionId = (option: CommandOption) => `${listId}-${option.id}`;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((shown + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      activeOption?.run();
    }
  };

  // Offline the search waits for the network (docs/product/shell.md "Offline") and says so.
  const offline = searching && search.fetchStatus === 'paused';
  const pending = searching && search.isFetching && !search.data;
  const status = offline ? NOT_LOADED_OFFLINE : pending ? 'Searching…' : options.length === 0 ? `No results for “${query.trim()}”` : `${options.length} ${options.length === 1 ? 'result' : 'results'}`;
  const groups = groupsOf(options);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-label="Command bar"
      {...dialogProps}
      className={cx(
        'mx-auto mt-4 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-xl flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl open:flex sm:mt-[12vh]',
        'backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
      )}
    >
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
        <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          role="combobox"
          aria-label="Search or type a command"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search or type a command"
          className="min-w-0 flex-1 bg-transparent py-4 text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
        />
        <button type="button" aria-label="Close" onClick={close} className={cx(buttonBase, buttonStyles.ghost, 'h-9 w-9 shrink-0 p-0')}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div ref={listRef} id={listId} role="listbox" aria-label="Commands and results" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
        {groups.map(([group, items]) => (
          <ul key={group} role="group" aria-labelledby={`${listId}-${slug(group)}`}>
            <li role="presentation" id={`${listId}-${slug(group)}`} className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {group}
            </li>
            {items.map((option) => {
              const Icon = option.icon;
              const selected = option === activeOption;
              return (
                <li
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(options.indexOf(option))}
                  onClick={() => option.run()}
                  className={cx('flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm', selected ? 'bg-indigo-600 text-white' : 'text-slate-800 dark:text-slate-200')}
                >
                  <Icon aria-hidden="true" className={cx('h-4 w-4 shrink-0', selected ? 'text-white' : 'text-slate-500 dark:text-slate-400')} />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 break-words">{option.label}</span>
                    {option.detail ? <span className={cx('block text-xs', selected ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-400')}>{option.detail}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      {options.length === 0 || pending || offline || search.isError ? (
        <div className="shrink-0 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
          {search.isError ? <p role="alert">{errorMessage(search.error, 'Search failed. Try again.')}</p> : <p>{status}</p>}
        </div>
      ) : null}
    </dialog>
  );
}

const slug = (group: string) => group.toLowerCase().replace(/\W+/g, '-');

/** The options by group, in the order they first appear. */
function groupsOf(options: readonly CommandOption[]): Array<[string, CommandOption[]]> {
  const groups = new Map<string, CommandOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups];
}

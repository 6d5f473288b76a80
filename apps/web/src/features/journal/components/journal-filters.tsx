import { JOURNAL_SEARCH_MAX_LENGTH } from '@cadence/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';
import { useJournalTags } from '../api/get-journal-tags';
import type { JournalFilters } from '../api/journal-keys';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;
/** Chips shown before 'More tags'. */
const FIRST_TAGS = 12;

interface JournalFiltersBarProps {
  filters: JournalFilters;
  onSearch: (q: string) => void;
  onTag: (tag: string) => void;
}

/** docs/product/journal.md "Search and tag filter": a search across text and tags, and one chip per tag. */
export function JournalFiltersBar({ filters, onSearch, onTag }: JournalFiltersBarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  // The search box follows the address when it changes from elsewhere (back, a cleared filter).
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text === filters.q) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, onSearch]);

  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search entries
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={JOURNAL_SEARCH_MAX_LENGTH}
          placeholder="Search your entries and tags"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text);
          }}
          className={cx(inputStyles, 'border-slate-300 pl-9 pr-10 dark:border-slate-700 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text !== '' ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className={cx('absolute right-1.5 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white', focusRing)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <TagChips selected={filters.tag} onTag={onTag} />
    </div>
  );
}

function TagChips({ selected, onTag }: { selected: string; onTag: (tag: string) => void }) {
  const tags = useJournalTags();
  const [showAll, setShowAll] = useState(false);
  const list = tags.data ?? [];
  if (list.length === 0 && selected === '') return null;
  const selectedKey = selected.toLowerCase();
  const first = list.slice(0, FIRST_TAGS);
  // The chosen tag stays in view even when it is not among the first ones.
  const shown = showAll ? list : first.some((tag) => tag.tag.toLowerCase() === selectedKey) || selected === '' ? first : [...first, { tag: selected, count: 0 }];
  return (
    <div role="group" aria-label="Filter by tag" className="flex flex-wrap items-center gap-1.5">
      <Chip pressed={selected === ''} onClick={() => onTag('')}>
        All entries
      </Chip>
      {shown.map(({ tag, count }) => (
        <Chip key={tag} pressed={tag.toLowerCase() === selectedKey} onClick={() => onTag(tag.toLowerCase() === selectedKey ? '' : tag)}>
          #{tag}
          {count > 0 ? ' ' : null}
          {count > 0 ? <span className="font-normal">{count}</span> : null}
        </Chip>
      ))}
      {list.length > FIRST_TAGS ? (
        <button type="button" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)} className={cx('rounded-full px-2.5 py-1 text-xs font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>
          {showAll ? 'Fewer tags' : `More tags (${list.length - FIRST_TAGS})`}
        </button>
      ) : null}
    </div>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'max-w-full rounded-full border px-3 py-1 text-xs font-semibold [overflow-wrap:anywhere] transition-colors',
        pressed
          ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-600 dark:text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
